import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, assessmentsBundle, fixtureOid } from './assessments-fixture.ts';
import { writeBundle } from './bundle-fixture.ts';
import { serverRoot } from './module-boundaries.ts';

// The server process is killed (SIGKILL: no shutdown, no flush) while answers are being saved, then
// started again on the same database: every answer it acknowledged is still there. PGlite on disk by
// default; the PostgreSQL server named by DATABASE_URL when it is set.

const hourMs = 60 * 60 * 1000;
let folder: string;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Running {
  process: ChildProcess;
  origin: string;
}

/** The server process running now, killed after the test whatever happened. */
let current: Running | undefined;

async function startServer(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(serverRoot, 'src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Probed too: the port after a free one may be a client's (the content origin's default).
      CONTENT_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_ON_START: 'true',
      SEED_CONTENT: folder,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).catch(() => null);
    if (ready?.ok) {
      current = { process: child, origin };
      return current;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function kill(server: Running): Promise<void> {
  const exited = once(server.process, 'exit');
  server.process.kill('SIGKILL');
  await exited;
}

function post(server: Running, name: string, body: Record<string, unknown>, cookie?: string) {
  return fetch(`${server.origin}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ oid: fixtureOid, ...body }),
  });
}

const exam = { eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' };
/** Save n writes two answers at once: its number in i7, and n mod 3 in i1. */
const saveBody = (n: number) => ({
  ...exam,
  device: 'laptop',
  seq: n,
  quizdata: {
    response: [
      { iid: 'i7', text: `save ${n}` },
      { iid: 'i1', selected: [n % 3] },
    ],
    status: 0,
  },
});

beforeAll(async () => {
  const now = Date.now();
  folder = await writeBundle(
    assessmentsBundle({
      startdate: new Date(now - hourMs).toISOString(),
      enddate: new Date(now + 2 * hourMs).toISOString(),
      answerdate: new Date(now + 3 * hourMs).toISOString(),
    }),
  );
  dataDir = await mkdtemp(join(tmpdir(), 'aula-crash-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `aula_crash_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    databaseUrl = own.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
}, 60_000);

afterAll(async () => {
  const running = current && current.process.exitCode === null && current.process.signalCode === null;
  if (running && current) await kill(current);
  await dropDatabase?.();
  await rm(folder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-attempt', () => {
  it('keeps every acknowledged answer across SIGKILL and restart', async () => {
    let server = await startServer();
    const signedIn = await post(server, 'auth/signIn', { username: alice.email, password: alice.password });
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0];
    expect(signedIn.status, await signedIn.text()).toBe(200);
    expect((await post(server, 'getAssessmentQuiz', exam, cookie)).status).toBe(200);

    let n = 0;
    let acknowledged = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let step = 0; step < 10; step += 1) {
        n += 1;
        const response = await post(server, 'updateAssessment', saveBody(n), cookie);
        expect(response.status).toBe(200);
        acknowledged = n;
      }
      // Saves in flight when the process dies: their outcome is unknown, the acknowledged ones are not.
      const inFlight = Array.from({ length: 5 }, () => {
        n += 1;
        return post(server, 'updateAssessment', saveBody(n), cookie).catch(() => null);
      });
      await new Promise((resolve) => setTimeout(resolve, 5 + round * 10));
      await kill(server);
      await Promise.all(inFlight);

      server = await startServer();
      const resumed = await post(server, 'getAssessmentQuiz', exam, cookie);
      expect(resumed.status).toBe(200);
      const { attempt } = (await resumed.json()) as {
        attempt: { response: Array<{ iid: string; text?: string; selected?: number[] }> };
      };
      const { response } = attempt;
      const text = response.find((answer) => answer.iid === 'i7')?.text ?? '';
      const last = Number(text.replace('save ', ''));
      expect(last).toBeGreaterThanOrEqual(acknowledged);
      // A save is whole or absent: i1 comes from the same save as i7.
      expect(response.find((answer) => answer.iid === 'i1')?.selected).toEqual([last % 3]);
    }
    await kill(server);
  }, 180_000);
});

/** The listening socket's queue as Linux's `ss` shows it (Send-Q of a listener), where there is `ss`. */
function listenQueueOf(port: number): number | null {
  const shown = spawnSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' });
  if (shown.status !== 0) return null;
  const [, , sendQ] = shown.stdout.trim().split(/\s+/);
  return sendQ === undefined ? null : Number(sendQ);
}

const somaxconn = '/proc/sys/net/core/somaxconn';
const canSeeQueues = existsSync(somaxconn) && spawnSync('ss', ['-V']).status === 0;

describe('the server process', () => {
  // An exam's devices connect by the thousand in one second; Node's default queue (511) dropped thousands
  // of them in the exam bench, each then waiting a second or more to try again (ADR 0101).
  it.skipIf(!canSeeQueues)(
    'listens with a queue of 4,096 connections, or the most Linux allows',
    async () => {
      const server = await startServer();
      const expected = Math.min(4096, Number(readFileSync(somaxconn, 'utf8')));
      expect(listenQueueOf(Number(new URL(server.origin).port))).toBe(expected);
      await kill(server);
    },
    180_000,
  );
});
