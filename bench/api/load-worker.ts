// One autocannon run in a process of its own, so that it can be pinned to its own core: as many requests
// as the server answers (closed loop). It takes its settings as JSON in the first argument and prints the
// measurements as JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AnswerSaves, answerSaveBodies } from '../exam/answer-saves.ts';
import type { ExamLearner } from '../exam/exam-learners.ts';

export interface LoadSettings {
  url: string;
  connections: number;
  durationSeconds: number;
  body: string;
  /** A session cookie sent with every request. */
  cookie?: string;
  /**
   * Answer saves from many learners instead (`body` and `cookie` unused): each request is the next
   * learner's next save, and no learner gets a second before the first is answered.
   */
  cohort?: { learnersFile: string; saves: AnswerSaves };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  headers?: Record<string, string>;
  body?: string;
}
/** What autocannon keeps for the request on the way on a connection: whose it is. */
interface RequestContext {
  learner?: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  requests?: {
    method: 'POST';
    setupRequest(request: AutocannonRequest, context: RequestContext): AutocannonRequest;
    onResponse(status: number, body: string, context: RequestContext): void;
  }[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Requests that each go as the next learner whose last request has been answered. */
function cohortRequests({ learnersFile, saves }: NonNullable<LoadSettings['cohort']>) {
  const learners = JSON.parse(readFileSync(learnersFile, 'utf8')) as ExamLearner[];
  const nextBody = answerSaveBodies(saves);
  const waiting = new Set<number>();
  let next = 0;
  return [
    {
      method: 'POST' as const,
      setupRequest(request: AutocannonRequest, context: RequestContext): AutocannonRequest {
        let index = next % learners.length;
        for (let tried = 0; waiting.has(index) && tried < learners.length; tried += 1) {
          index = (index + 1) % learners.length;
        }
        next = index + 1;
        waiting.add(index);
        context.learner = index;
        const learner = learners[index] as ExamLearner;
        return {
          ...request,
          headers: { ...request.headers, cookie: learner.cookie },
          body: nextBody(learner),
        };
      },
      onResponse(_status: number, _body: string, context: RequestContext): void {
        if (context.learner !== undefined) waiting.delete(context.learner);
      },
    },
  ];
}

const settings = JSON.parse(process.argv[2] ?? '{}') as LoadSettings;
const result = await autocannon({
  url: settings.url,
  connections: settings.connections,
  duration: settings.durationSeconds,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(settings.cookie ? { cookie: settings.cookie } : {}) },
  body: settings.body,
  ...(settings.cohort ? { requests: cohortRequests(settings.cohort) } : {}),
});
const measured: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  meanMs: result.latency.average,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(`${JSON.stringify(measured)}\n`);
