import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleError } from './bundle-error.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Line and column of a character offset, for JSON syntax errors an author can find. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Reads and parses one JSON file of the bundle; a syntax error names the file and where in it. */
export async function readBundleJson(folder: string, file: string): Promise<unknown> {
  const text = await readFile(join(folder, file), 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? '' : ` (${lineAndColumn(text, Number(position))})`;
    throw BundleError.at(file, [], `is not valid JSON: ${message}${where}`);
  }
}

/**
 * The bundle files of a section: `events.json` gives itself when present; `courses/` gives every
 * `courses/*.json`, by name. A section the bundle does not have gives none.
 */
export async function sectionFiles(folder: string, section: string): Promise<string[]> {
  if (!section.endsWith('/')) {
    try {
      return (await stat(join(folder, section))).isFile() ? [section] : [];
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
  try {
    const names = await readdir(join(folder, section));
    return names
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .map((name) => `${section}${name}`);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Every file under the bundle's `media/` folder, as `/`-separated paths relative to it (dot files skipped). */
export async function listMedia(folder: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(join(folder, 'media', relative), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(path);
    }
  }
  await walk('');
  return found.sort();
}
