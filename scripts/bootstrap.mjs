// Entry point of `npm start` and `npm test` on a fresh clone. It runs on the machine's own Node (20 or
// later): it installs what is missing, then hands over to npm scripts, which run on the pinned Node 24
// from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const tasks = {
  start: ['build', 'serve'],
  test: ['test:all'],
};

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker) || !existsSync(join(root, 'node_modules', '.bin', 'node'))) return false;
  return statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs;
}

const task = process.argv[2];
const steps = tasks[task];
if (!steps) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(tasks).join('|')}`);
  process.exit(2);
}
if (!installIsCurrent()) {
  console.log('Installing dependencies (first run, or the lockfile changed)...');
  run(['install', '--no-audit', '--no-fund']);
}
for (const step of steps) run(['run', step]);
