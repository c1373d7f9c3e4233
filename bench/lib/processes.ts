import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { onBenchExit } from './exit-cleanup.ts';

/** Cores by role: servers on one, the load generator on another, so they do not steal each other's time. */
export const cores = { server: 0, load: 1 } as const;

export const canPin =
  process.platform === 'linux' &&
  availableParallelism() >= 2 &&
  spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

export interface ManagedProcess {
  child: ChildProcess;
  /** The last lines it printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs `node [nodeOptions] <script>` (this same Node), pinned to `core` when pinning is possible. */
export function startNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  core?: number,
  nodeOptions: readonly string[] = [],
): ManagedProcess {
  return startProcess(process.execPath, [...nodeOptions, script, ...args], env, core);
}

/** Runs `program args`, pinned to `core` when pinning is possible. */
export function startProcess(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  core?: number,
): ManagedProcess {
  const command = [program, ...args];
  const [file, ...rest] =
    core !== undefined && canPin ? ['taskset', '-c', String(core), ...command] : command;
  const child = spawn(file ?? program, rest, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const forget = onBenchExit(() => child.kill('SIGKILL'));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      forget();
      resolve();
    }),
  );
  return {
    child,
    output: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Waits until `url` answers 200, failing early with the process's output if it stops. */
export async function waitForOk(url: string, server: ManagedProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server stopped while starting. Its last output:\n${server.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms. Last output:\n${server.output()}`);
}
