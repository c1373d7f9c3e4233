import type { FastifyReply, FastifyRequest } from 'fastify';
import { authoriseAccount } from './authorize.ts';
import type { SessionUser } from './session-user.ts';

/**
 * The signed-in user a private file route serves, or the error an API call would answer (gate 1 of
 * ADR 0066 at the learner level): 401 without a session, 403 while a temporary password is still to be
 * replaced or a staff account's second factor is still owed.
 */
export async function requireFileUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  return authoriseAccount(await request.server.lookUpSession(request, reply));
}
