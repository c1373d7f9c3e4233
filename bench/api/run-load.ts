import { fileURLToPath } from 'node:url';
import { cores, startNode } from '../lib/processes.ts';
import type { LoadResult, LoadSettings } from './load-worker.ts';

const worker = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** Runs autocannon on the load core and returns its measurements; fails if any response was not 2xx. */
export async function runLoad(settings: LoadSettings): Promise<LoadResult> {
  const load = startNode(worker, [JSON.stringify(settings)], process.env, cores.load);
  let stdout = '';
  load.child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => load.child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed (exit ${code}):\n${load.output()}`);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${settings.url}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}
