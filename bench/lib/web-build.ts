import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webDist } from './paths.ts';

/** `npm run build -w @aula/web`, as a learner's server would serve it. */
export function buildWebApp(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@aula/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w @aula/web exited with ${result.status}`);
  requireWebBuild();
}

/** Stops early, with what to do, when there is no built web app to measure. */
export function requireWebBuild(): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `There is no ${webDist}index.html: run npm run build first (or drop BENCH_SKIP_WEB_BUILD).`,
    );
  }
}
