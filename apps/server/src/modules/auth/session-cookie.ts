import { sessionCookieName } from '@aula/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';

/** Secure whenever the portal is reached over https (directly, or through a proxy that says so). */
function isSecure(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || (config.PUBLIC_URL?.startsWith('https:') ?? false);
}

/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent with another site's
 * POST), Path=/ and kept by the browser until the session's absolute expiry.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, config),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, config),
    path: '/',
  });
}

/** The session token among a request's cookies (an overlong value is no token). */
export function sessionTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const token = cookies[sessionCookieName];
  return token && token.length <= 200 ? token : undefined;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return sessionTokenOf(request.cookies);
}
