import { liveAssessmentSave } from './live-assessment.ts';

/** The demo organisation and learner the API bench calls as (content/demo). */
export const demoOid = 'AULADEMO';
export const demoLearner = { email: 'learner@aula.demo', password: 'Learn@2026' };
/** The demo admin (content/demo/accounts.json), with its authenticator app's secret. */
export const demoAdmin = {
  email: 'admin@aula.demo',
  password: 'Admin@2026',
  secret: 'HKD7XIVVWXET6M24PFH432GD4FNSXH2I',
};

/** One API call the bench measures against bare Fastify. */
export interface ApiCall {
  /**
   * Makes the body from the running server (as the demo learner), when it depends on its data;
   * `body` is then the starting point and is replaced.
   */
  prepare?: (origin: string, cookie: string) => Promise<Record<string, unknown>>;
  /**
   * Made by this many learners, one per connection, each saving their own attempt with a rising
   * sequence number (written into the database for the run: PostgreSQL only).
   */
  cohort?: number;
  /** Connections for this call instead of BENCH_CONNECTIONS, as its target is stated. */
  connections?: number;
  /** The highest median p99 (ms) on PostgreSQL the call should keep. */
  p99TargetMs?: number;
  /** Its name in reports and in BENCH_CALLS. */
  name: string;
  operation: string;
  body: Record<string, unknown>;
  /** Made with the demo learner's session cookie. */
  signedIn: boolean;
  /** The share of hello-world's throughput on PostgreSQL it should keep; none: reported only. */
  target?: number;
  /** What the call stands for, in the report. */
  about: string;
}

export const apiCalls: readonly ApiCall[] = [
  {
    name: 'catalogue',
    operation: 'getAllProgramList',
    body: { oid: demoOid },
    signedIn: false,
    target: 0.5,
    about: 'the public catalogue, the busiest signed-out call',
  },
  {
    name: 'unread-count',
    operation: 'getUnreadNotificationCount',
    body: { oid: demoOid, eid: demoLearner.email },
    signedIn: true,
    about: 'a signed-in call that reads one count (the bell), with the session looked up first',
  },
  {
    name: 'server-time',
    operation: 'getServerTime',
    body: { oid: demoOid, eid: demoLearner.email },
    signedIn: true,
    target: 0.7,
    about: "the exam's server-time poll, once a second from every learner in an exam",
  },
  {
    name: 'autosave',
    operation: 'updateAssessment',
    body: {},
    prepare: liveAssessmentSave,
    cohort: 50,
    connections: 50,
    signedIn: true,
    target: 0.15,
    p99TargetMs: 50,
    about:
      'an answer save (status 0) from each of 50 learners in turn, one per connection, each with its next sequence number',
  },
];

/** The calls named in BENCH_CALLS (comma-separated names), or all of them. */
export function chosenCalls(setting: string | undefined): ApiCall[] {
  if (setting === undefined || setting.trim() === '') return [...apiCalls];
  const names = setting.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !apiCalls.some((call) => call.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_CALLS names unknown calls: ${unknown.join(', ')} (known: ${apiCalls.map((c) => c.name).join(', ')})`,
    );
  }
  return apiCalls.filter((call) => names.includes(call.name));
}
