import { join } from 'node:path';
import { serverNodeFlags } from '../../apps/server/node-flags.ts';
import { benchRoot, serverMain, tmpFolder } from './paths.ts';
import { cores, type ManagedProcess, startNode, waitForOk } from './processes.ts';

const gcLogPreload = join(benchRoot, 'lib', 'gc-log.ts');

/** The database to run on; `dataDir` also holds the server's local files (demo media) in either case. */
export type AulaDatabase =
  | { kind: 'postgres'; url: string; dataDir: string }
  | { kind: 'pglite'; dataDir: string };

/** Settings of the outside world that must not reach the measured server. */
const inherited = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'AULA_OID',
  'SEED_CONTENT',
  'SEED_ON_START',
  'SMTP_URL',
];

/**
 * Starts the real Aula server on the server core, on a database seeded from content/demo, in
 * production mode with warnings-only logging (a bare Fastify logs nothing either), and waits for it.
 * `publicUrl` is the address learners use (a balancer's, when there is one); `gcLog`, a file for the
 * server's garbage collections and stalls (gc-log.ts).
 */
export async function startAula(
  database: AulaDatabase,
  port: number,
  {
    seed = true,
    publicUrl = `http://127.0.0.1:${port}`,
    contentPort = port + 1,
    gcLog,
  }: { seed?: boolean; publicUrl?: string; contentPort?: number; gcLog?: string } = {},
): Promise<ManagedProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of inherited) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('S3_')) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Production refuses to start without its public address (links in mail never follow a Host header);
    // behind a balancer it is the balancer's.
    PUBLIC_URL: publicUrl,
    // And its content origin, on a host name of its own (ADR 0083).
    CONTENT_URL: `http://localhost:${contentPort}`,
    CONTENT_PORT: String(contentPort),
    LOG_LEVEL: 'warn',
    // Production seeds nothing by default; the bench measures the demo (a restart may skip it).
    SEED_ON_START: String(seed),
    DATA_DIR: database.dataDir,
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ...(gcLog ? { BENCH_GC_LOG: gcLog } : {}),
  });
  // BENCH_CPU_PROFILE=1: each Aula server writes a CPU profile (.cpuprofile, for Chrome's DevTools)
  // into .tmp/profiles/ when it stops, to see where a call's time goes.
  const profile =
    process.env.BENCH_CPU_PROFILE === '1'
      ? ['--cpu-prof', `--cpu-prof-dir=${join(tmpFolder, 'profiles')}`]
      : [];
  // BENCH_NODE_FLAGS (an experiment, e.g. `--max-semi-space-size=32`): Node's or V8's flags for each Aula
  // server, on its command line, where V8 reads the heap's settings as it starts.
  const flags = [
    ...serverNodeFlags,
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== ''),
  ];
  if (gcLog) flags.push('--import', gcLogPreload);
  // A profiled server is not pinned: on one core V8's sampling thread waits behind the server's own, and
  // the profile missed four fifths of the busy time and overweighted what it did see (ADR 0055).
  const core = profile.length > 0 ? undefined : cores.server;
  const server = startNode(serverMain, [], env, core, [...flags, ...profile]);
  try {
    await waitForOk(`http://127.0.0.1:${port}/readyz`, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
