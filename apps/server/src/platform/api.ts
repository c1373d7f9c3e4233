import { authMessages } from '@aula/contract/auth-rules';
import type { Operation } from '@aula/contract/operation';
import { operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AppServices } from './app-services.ts';
import { checkResponse } from './response-check.ts';
import { responseJsonSchema } from './response-schema.ts';
import type { SessionLookup, SessionUser } from './session-user.ts';
import { validationError } from './validation-error.ts';

/** What every handler gets: the parsed body, the HTTP exchange, and the app's services. */
export interface OperationContext<Op extends Operation> extends AppServices {
  body: z.output<Op['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A learner or staff operation runs only for a signed-in user, who is known before the handler. */
export interface SignedInContext<Op extends Operation> extends OperationContext<Op> {
  user: SessionUser;
}

/** A public operation reads the session only when it asks, so a public answer costs no session read. */
export interface PublicContext<Op extends Operation> extends OperationContext<Op> {
  /** The signed-in user, or null for a visitor (or a session that has ended). */
  optionalUser(): Promise<SessionUser | null>;
}

export type Handler<Op extends Operation> = (
  context: Op['access'] extends 'public' ? PublicContext<Op> : SignedInContext<Op>,
) => Promise<z.output<Op['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers the handler of one contract operation at `POST /api/<name>`: the body is parsed by the
     * contract's schema (a 400 naming the field otherwise), the caller is authorised by the access level,
     * and the answer is written by the contract's response schema (undeclared fields are dropped).
     */
    operation<Op extends Operation>(operation: Op, handler: Handler<Op>): void;
  }
  interface FastifyContextConfig {
    /** An answer of the JSON API (a contract operation), which gets the JSON set of security headers. */
    jsonApi?: boolean;
  }
}

const staffRoles = new Set<SessionUser['role']>(['counsellor', 'instructor', 'admin']);

/** Who the request may act as, by the operation's access level; throws the matching error. */
export function authorise(operation: Operation, { user, ended }: SessionLookup): SessionUser {
  if (!user) {
    if (ended) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
    throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
  }
  if (user.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your temporary password first.');
  }
  if (operation.access === 'staff' && !staffRoles.has(user.role)) {
    throw new AppError('FORBIDDEN', 'This is for university staff only.');
  }
  return user;
}

/** A body's `oid` and `eid` must be the session's own: identifiers in a body are never trusted. */
export function checkOwnIdentifiers(body: unknown, user: SessionUser): void {
  if (typeof body !== 'object' || body === null) return;
  const { oid, eid } = body as { oid?: unknown; eid?: unknown };
  if (oid !== undefined && oid !== user.oid) {
    throw new AppError('FORBIDDEN', 'That organisation is not yours.', { oid: 'not your organisation' });
  }
  if (eid !== undefined && typeof eid === 'string' && eid.toLowerCase() !== user.eid) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { eid: 'not your account' });
  }
}

/** The organisation a parsed body names, if any. */
function bodyOid(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { oid } = body as { oid?: unknown };
  return typeof oid === 'string' ? oid : undefined;
}

/** The body as the contract's schema reads it; a 400 naming the field otherwise. */
export function parseBody<Op extends Operation>(operation: Op, body: unknown): z.output<Op['body']> {
  const parsed = operation.body.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data as z.output<Op['body']>;
}

/** A handler as the route calls it: the access level has already decided which context it gets. */
type AnyHandler<Op extends Operation> = (
  context: OperationContext<Op> &
    Partial<Pick<SignedInContext<Op>, 'user'> & Pick<PublicContext<Op>, 'optionalUser'>>,
) => Promise<unknown>;

export interface OperationsOptions {
  /**
   * Also check every answer against the contract's zod schema and that the serializer writes the same
   * JSON as zod would (the server tests turn this on; production relies on the serializer alone).
   */
  checkResponses: boolean;
  /**
   * Refuses (403) an organisation the portal does not serve: a public operation's body that names an
   * `oid` must name the served one (a signed-in caller's must be their own, which is served).
   */
  assertServedOrganisation: (oid: string | undefined) => Promise<void>;
}

/** Adds `app.operation(...)`, the one way a module registers a contract operation. */
export const operationsPlugin = fp<OperationsOptions>(
  async (app, { checkResponses, assertServedOrganisation }) => {
    app.decorate('operation', function register<
      Op extends Operation,
    >(this: FastifyInstance, operation: Op, handler: Handler<Op>): void {
      const route = {
        config: { jsonApi: true },
        schema: { response: { 200: responseJsonSchema(operation) } },
      };
      const run = handler as AnyHandler<Op>;
      this.post(operationPath(operation.name), route, async (request, reply) => {
        const { db, config, files, mailer, clock } = this;
        let result: unknown;
        if (operation.access === 'public') {
          const body = parseBody(operation, request.body);
          await assertServedOrganisation(bodyOid(body));
          const optionalUser = async () => (await this.lookUpSession(request, reply)).user;
          result = await run({ db, config, files, mailer, clock, request, reply, body, optionalUser });
        } else {
          const user = authorise(operation, await this.lookUpSession(request, reply));
          const body = parseBody(operation, request.body);
          checkOwnIdentifiers(body, user);
          result = await run({ db, config, files, mailer, clock, request, reply, body, user });
        }
        if (checkResponses) checkResponse(operation, result, reply);
        return result;
      });
    });
  },
  { name: 'aula-operations', fastify: '5.x', decorators: { fastify: ['db', 'config', 'lookUpSession'] } },
);

/** Names of the contract's operations that have no handler: the server refuses to start with any. */
export function missingOperations(app: FastifyInstance): string[] {
  return Object.values(operations as Record<string, Operation>)
    .filter((operation) => !app.hasRoute({ method: 'POST', url: operationPath(operation.name) }))
    .map((operation) => operation.name);
}
