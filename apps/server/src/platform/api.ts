import type { Operation, SubjectKind } from '@aula/contract/operation';
import { operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AppServices } from './app-services.ts';
import {
  authorise,
  authorizeSubjects,
  checkOwnIdentifiers,
  type SubjectPolicies,
  type SubjectPolicy,
} from './authorize.ts';
import { checkResponse } from './response-check.ts';
import { responseJsonSchema } from './response-schema.ts';
import type { SessionUser } from './session-user.ts';
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
    /** Registers the policy of one subject kind (ADR 0066); a module keeps its policies in one file. */
    subjectPolicy(kind: SubjectKind, policy: SubjectPolicy): void;
    /** The registered policies, by subject kind. */
    subjectPolicies: SubjectPolicies;
  }
  interface FastifyContextConfig {
    /** An answer of the JSON API (a contract operation), which gets the JSON set of security headers. */
    jsonApi?: boolean;
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
    const policies: SubjectPolicies = new Map();
    app.decorate('subjectPolicies', policies);
    app.decorate('subjectPolicy', (kind: SubjectKind, policy: SubjectPolicy) => {
      if (policies.has(kind)) throw new Error(`a policy for ${kind} is registered twice`);
      policies.set(kind, policy);
    });
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
          checkOwnIdentifiers(operation, body, user);
          await authorizeSubjects(operation, body, user, policies, { db });
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
