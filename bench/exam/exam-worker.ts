// Server-time polls or answer saves from many learners in a process of its own, pinned to the load core:
// autocannon (at a fixed overall rate when one is given), each request as the next learner.
// Settings come as JSON in the first argument; the measurements go out as JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ExamLearner } from './exam-learners.ts';

export interface ExamWorkerSettings {
  kind: 'poll' | 'save';
  url: string;
  /** A JSON file holding the learners (ExamLearner[]). */
  learnersFile: string;
  oid: string;
  /** For saves: the assessment and the questions answered in turn (single choice). */
  assessid?: string;
  questions?: { iid: string; options: number }[];
  /** For saves: each learner's first sequence number (a later run starts above an earlier one's). */
  firstSeq?: number;
  /** Requests a second, all connections together; none: as many as the server answers. */
  rate?: number;
  connections: number;
  durationSeconds: number;
}

export interface ExamLoadResult {
  requestsPerSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface AutocannonRequest {
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const settings = JSON.parse(process.argv[2] ?? '{}') as ExamWorkerSettings;
const learners = JSON.parse(readFileSync(settings.learnersFile, 'utf8')) as ExamLearner[];
const questions = settings.questions ?? [];
const seqs = new Map<string, number>();
let next = 0;
/** Learners with a request on the way: none gets a second before the first is answered. */
const waiting = new Set<number>();

/** What autocannon keeps for the request on the way on a connection: whose it is. */
interface RequestContext {
  learner?: number;
}

/**
 * The next learner, in turn, skipping those whose request is still on the way: a learner's requests go
 * one at a time, in the order of their sequence numbers, as from a browser's save queue. (When every
 * learner is waiting, which only lost answers can cause, the next one in turn.)
 */
function nextLearner(context: RequestContext): ExamLearner {
  let index = next % learners.length;
  for (let tried = 0; waiting.has(index) && tried < learners.length; tried += 1) {
    index = (index + 1) % learners.length;
  }
  next = index + 1;
  waiting.add(index);
  context.learner = index;
  return learners[index] as ExamLearner;
}

function onResponse(_status: number, _body: string, context: RequestContext): void {
  if (context.learner !== undefined) waiting.delete(context.learner);
}

/** The next learner's request: their cookie, their own eid, and for a save their next answer. */
function setupRequest(request: AutocannonRequest, context: RequestContext): AutocannonRequest {
  const learner = nextLearner(context);
  const headers = { ...request.headers, 'content-type': 'application/json', cookie: learner.cookie };
  const own = { oid: settings.oid, eid: learner.eid };
  if (settings.kind === 'poll') return { ...request, headers, body: JSON.stringify(own) };
  const seq = (seqs.get(learner.eid) ?? (settings.firstSeq ?? 1) - 1) + 1;
  seqs.set(learner.eid, seq);
  const question = questions[seq % questions.length] as { iid: string; options: number };
  return {
    ...request,
    headers,
    body: JSON.stringify({
      ...own,
      assessid: settings.assessid,
      quiztype: 'assess',
      device: 'bench-exam',
      seq,
      quizdata: { response: [{ iid: question.iid, selected: [seq % question.options] }], status: 0 },
    }),
  };
}

const result = await autocannon({
  url: settings.url,
  method: 'POST',
  connections: settings.connections,
  duration: settings.durationSeconds,
  ...(settings.rate ? { overallRate: settings.rate } : {}),
  requests: [{ method: 'POST', setupRequest, onResponse }],
});
const measured: ExamLoadResult = {
  requestsPerSecond: result.requests.average,
  total: result.requests.total,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  meanMs: result.latency.average,
  maxMs: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(`${JSON.stringify(measured)}\n`);
