import { fileURLToPath } from 'node:url';
import { cores, startNode } from '../lib/processes.ts';
import type { ExamLoadsResult, ExamWorkerSettings } from './exam-worker.ts';

const examWorker = fileURLToPath(new URL('./exam-worker.ts', import.meta.url));

/** Runs a load worker script on the load core with `settings` and answers the JSON it prints last. */
export function runLoadWorker<Result>(script: string, settings: { kind: string }): Promise<Result> {
  const load = startNode(script, [JSON.stringify(settings)], process.env, cores.load);
  let stdout = '';
  load.child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    load.child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the ${settings.kind} load failed (exit ${code}):\n${load.output()}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Result);
    });
  });
}

/** Runs the many-learner loads on the load core and answers their measurements. */
export function runExamLoads(settings: ExamWorkerSettings): Promise<ExamLoadsResult> {
  return runLoadWorker<ExamLoadsResult>(examWorker, { kind: 'exam', ...settings });
}
