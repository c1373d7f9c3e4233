import type { Operation } from '@aula/contract/operation';
import { operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { Db } from './db.ts';
import type { SessionUser } from './session-user.ts';
import { validationError } from './validation-error.ts';

export interface HandlerContext<Body> {
  body: Body;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<Op extends Operation> = Op['access'] extends 'public' ? SessionUser | null : SessionUser;

export type Handler<Op extends Operation> = (
  context: HandlerContext<z.output<Op['body']>> & { user: UserFor<Op> },
) => Promise<z.input<Op['response']>>;

const staffRoles = new Set<SessionUser['role']>(['counsellor', 'instructor', 'admin']);

/** Who the request may act as, by the operation's access level; throws the matching error. */
function authorise(operation: Operation, user: SessionUser | null): void {
  if (operation.access === 'public') return;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (user.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your temporary password first.');
  }
  if (operation.access === 'staff' && !staffRoles.has(user.role)) {
    throw new AppError('FORBIDDEN', 'This is for university staff only.');
  }
}

/** A body's `oid` and `eid` must be the session's own: identifiers in a body are never trusted. */
function checkOwnIdentifiers(body: unknown, user: SessionUser | null): void {
  if (!user || typeof body !== 'object' || body === null) return;
  const { oid, eid } = body as { oid?: unknown; eid?: unknown };
  if (oid !== undefined && oid !== user.oid) {
    throw new AppError('FORBIDDEN', 'That organisation is not yours.', { oid: 'not your organisation' });
  }
  if (eid !== undefined && typeof eid === 'string' && eid.toLowerCase() !== user.eid) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { eid: 'not your account' });
  }
}

export interface Api {
  /**
   * Registers the handler of one contract operation at `POST /api/<name>`: the body is parsed by the
   * contract's schema (a 400 naming the field otherwise), the caller is authorised by the access level,
   * and the answer is checked against the response schema before it leaves.
   */
  register<Op extends Operation>(operation: Op, handler: Handler<Op>): void;
  /** Names of the contract's operations that have no handler yet. */
  missing(): string[];
}

export function createApi(app: FastifyInstance, db: Db): Api {
  // Every call is a POST, and its answer is a learner's data, who is signed in, or an error about them:
  // no browser or shared cache keeps any of it. (Public answers such as the catalogue are the same for
  // everyone, but a POST answer is not reused by HTTP caches anyway; the server caches the catalogue.)
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'POST') reply.header('cache-control', 'no-store');
  });
  const registered = new Set<string>();
  function register<Op extends Operation>(operation: Op, handler: Handler<Op>): void {
    app.post(operationPath(operation.name), async (request, reply) => {
      const user = request.sessionUser;
      authorise(operation, user);
      const parsed = operation.body.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      if (operation.access !== 'public') checkOwnIdentifiers(parsed.data, user);
      const body = parsed.data as z.output<Op['body']>;
      const result = await handler({ body, db, request, reply, user: user as never });
      return operation.response.parse(result);
    });
    registered.add(operation.name);
  }
  return {
    register,
    missing: () => Object.keys(operations).filter((name) => !registered.has(name)),
  };
}
