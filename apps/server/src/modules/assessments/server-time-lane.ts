import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerTime } from '@aula/contract/assessments';
import { operationPath } from '@aula/contract/operation';
import { errorCodes, type FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import type { z } from 'zod';
import { parseBody } from '../../platform/api.ts';
import { authorise, checkOwnIdentifiers } from '../../platform/authorize.ts';
import { errorAnswer } from '../../platform/error-handler.ts';
import type { RequestLane } from '../../platform/http-server.ts';
import { isOwnOrigin } from '../../platform/origin-check.ts';
import { jsonApiHeaders } from '../../platform/security-headers.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { serverTime } from './server-time.ts';
import { checkServerTimeAccess, MOST_POLLING_LEARNERS } from './server-time-access.ts';

/** A poll's body is `{ oid, eid, ... }`: a larger one takes the full path (which limits it). */
const MAX_BODY_BYTES = 1024;
const path = operationPath(getServerTime.name);
const jsonOptions = { protoAction: 'error', constructorAction: 'error' } as const;

function send(res: ServerResponse, statusCode: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.writeHead(statusCode, {
    ...jsonApiHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

type PollBody = z.output<(typeof getServerTime)['body']>;

/**
 * Poll bodies the contract's schema has read, by their text: every learner sends the same body every
 * second, and reading it again (JSON, then zod) cost the lane a fifth of its throughput (ADR 0057).
 * Only bodies that passed are kept; whose `oid` and `eid` they name is checked on every poll.
 */
const readBodies = new Map<string, PollBody>();

function readBody(text: string): PollBody {
  let json: unknown;
  try {
    json = secureJson.parse(text, undefined, jsonOptions);
  } catch {
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  }
  const body = parseBody(getServerTime, json);
  if (readBodies.size >= MOST_POLLING_LEARNERS) readBodies.clear();
  readBodies.set(text, body);
  return body;
}

/**
 * The poll's answer, once its body is in: the same checks and answers as the operation's route, the
 * access decision for the batch and assessment it names included (kept briefly, server-time-access.ts).
 */
async function answer(
  app: FastifyInstance,
  res: ServerResponse,
  text: string,
  user: SessionUser,
): Promise<void> {
  try {
    const body = readBodies.get(text) ?? readBody(text);
    checkOwnIdentifiers(getServerTime, body, user);
    const extras = await checkServerTimeAccess(app.db, user, body);
    send(res, 200, serverTime(app.clock, app.pollPace, extras));
  } catch (error) {
    const failed = errorAnswer(error as Error);
    if (failed.unexpected) app.log.error({ err: error }, 'request failed');
    send(res, failed.statusCode, failed.body);
  }
}

/** The client went away mid-body: nobody is left to answer. (Holds nothing of the request's answer.) */
function abandon(this: IncomingMessage): void {
  this.destroy();
}

/** The signed-in learner the poll may answer for at once, or null: then Fastify's route decides. */
function laneUser(app: FastifyInstance, ownOrigin: string, req: IncomingMessage): SessionUser | null {
  const { headers } = req;
  const length = Number(headers['content-length']);
  if (
    headers['content-type'] !== 'application/json' ||
    !(length > 0 && length <= MAX_BODY_BYTES) ||
    headers['transfer-encoding'] !== undefined ||
    !isOwnOrigin(headers.origin, ownOrigin) ||
    headers.cookie === undefined
  ) {
    return null;
  }
  const user = app.cachedSessionUser(headers.cookie, req.socket);
  if (!user) return null;
  try {
    return authorise(getServerTime, { user, ended: false });
  } catch {
    return null;
  }
}

/**
 * The exam's server-time poll (3,000 a second on exam day), answered before Fastify when everything
 * about it is known at once: `POST /api/getServerTime` exactly, a JSON body of at most 1 KiB, the
 * portal's own Origin (or none) as configured by PUBLIC_URL, and a live session that this server's
 * cache holds with no last-seen time due. Its body then gets the route's checks: JSON without
 * prototype keys, the contract's schema, the session's own `oid` and `eid`, and access to the batch and
 * assessment it names (a decision kept briefly, as the route keeps it); its answer gets the JSON API's
 * headers. Any other request, a poll among them (no PUBLIC_URL, a cache miss, a last-seen time to
 * write, a password to change, a server closing), takes the full path (ADR 0057).
 */
export function serverTimeLane(app: FastifyInstance): RequestLane {
  const { PUBLIC_URL } = app.config;
  if (!PUBLIC_URL) return () => false;
  const ownOrigin = new URL(PUBLIC_URL).origin;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return (req, res) => {
    if (closing || req.method !== 'POST' || req.url !== path) return false;
    const user = laneUser(app, ownOrigin, req);
    if (!user) return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', abandon);
    req.once('end', () => void answer(app, res, Buffer.concat(chunks).toString('utf8'), user));
    return true;
  };
}
