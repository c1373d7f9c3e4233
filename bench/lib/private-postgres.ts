import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onBenchExit } from './exit-cleanup.ts';

/** A PostgreSQL server of a bench's own, in a temporary folder, that it may crash and restart at will. */
export interface PrivatePostgres {
  url: string;
  /** Stops it the way a power cut would (immediate shutdown, no checkpoint). */
  crash(): void;
  /** Starts it again after a crash (recovery from its log included). */
  start(): void;
  /** crash() then start(), at once. */
  crashAndRestart(): void;
  remove(): void;
}

function serverBinaries(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    ...(fromConfig.status === 0 ? [fromConfig.stdout.trim()] : []),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((version) => join('/usr/lib/postgresql', version, 'bin'))
      : []),
  ];
  const found = candidates.find(
    (folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')),
  );
  if (!found)
    throw new Error("This bench needs PostgreSQL's server programs (initdb, pg_ctl); none were found.");
  return found;
}

/**
 * Creates and starts a cluster on `port`. PostgreSQL refuses to run as root, so under root it runs as
 * the `postgres` user (the folder is given to it).
 */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = serverBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'aula-bench-pg-'));
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [file, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', join(bin, program), ...args]
      : [join(bin, program), ...args];
    execFileSync(file as string, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  const crash = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  const forget = onBenchExit(() => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash,
    start,
    crashAndRestart() {
      crash();
      start();
    },
    remove() {
      forget();
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
