// Makes sure Debian's Chromium is installed before the browser journeys and the size benchmark run.
// Playwright's own browser downloads cannot be fetched on these machines, so the system package is used.
// Plain JavaScript that runs on any Node from 20 on, like the bootstrap script.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromiumPath = '/usr/bin/chromium';

function isInstalled() {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited with ${result.status}`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!isInstalled()) {
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
    fail(
      `Chromium is missing: the browser tests need Debian's Chromium at ${chromiumPath}.\n` +
        'Install it as root with: apt-get update && apt-get install -y chromium\n' +
        '(Playwright browser downloads are not used by this project.)',
    );
  }
  console.log(`Chromium is missing at ${chromiumPath}; installing Debian's chromium package...`);
  try {
    aptGet(['update']);
    aptGet(['install', '-y', 'chromium']);
  } catch (error) {
    fail(`Could not install Chromium with apt-get: ${error instanceof Error ? error.message : error}`);
  }
  if (!isInstalled()) fail(`apt-get finished but ${chromiumPath} is still missing.`);
  console.log('Chromium installed.');
}
