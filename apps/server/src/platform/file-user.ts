import { authMessages } from '@aula/contract/auth-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { SessionUser } from './session-user.ts';

/**
 * The signed-in user a private file route serves, or the error an API call would answer: 401 without
 * a session, 403 while a temporary password is still to be replaced.
 */
export async function requireFileUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const { user } = await request.server.lookUpSession(request, reply);
  if (!user) throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
  if (user.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your temporary password first.');
  }
  return user;
}
