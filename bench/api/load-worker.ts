// One autocannon run in a process of its own, so that it can be pinned to its own core. It takes its
// settings as JSON in the first argument and prints the measurements as JSON.
import { createRequire } from 'node:module';

export interface LoadSettings {
  url: string;
  connections: number;
  durationSeconds: number;
  body: string;
  /** A session cookie sent with every request. */
  cookie?: string;
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
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const settings = JSON.parse(process.argv[2] ?? '{}') as LoadSettings;
const result = await autocannon({
  url: settings.url,
  connections: settings.connections,
  duration: settings.durationSeconds,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(settings.cookie ? { cookie: settings.cookie } : {}) },
  body: settings.body,
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
