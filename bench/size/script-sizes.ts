import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface ScriptSet {
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

/** Sizes of built scripts, each gzipped on its own at level 9 (as a server would send them). */
export function sizeScripts(distFolder: string, paths: string[]): ScriptSet {
  const scripts = paths.map((path) => {
    const file = join(distFolder, decodeURIComponent(path));
    if (!existsSync(file)) throw new Error(`${path} was loaded but is not in ${distFolder}`);
    const content = readFileSync(file);
    const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
    return { path, bytes: content.length, gzipBytes };
  });
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
