import type { StaffGrant } from '@aula/contract/staff-grants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in user as the server knows them, resolved from the session cookie. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  oid: string;
  /** The username: the lowercased e-mail. */
  eid: string;
  email: string;
  name: string;
  role: 'learner' | 'counsellor' | 'instructor' | 'admin';
  /** Set for accounts created with a temporary password until they choose their own. */
  mustChangePassword: boolean;
  /** The staff roles the account holds, with their scopes; empty for a learner (ADR 0066). */
  grants: readonly StaffGrant[];
  /** This session has been through the second factor (only staff accounts give one). */
  secondFactor: boolean;
}

/** What the session cookie of a request names. */
export interface SessionLookup {
  user: SessionUser | null;
  /** The cookie named a session that has ended (idle, expired, signed out); the cookie is now cleared. */
  ended: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Looks the request's session up (once per request; later calls answer the same). Provided by the
     * auth module's sessions plugin. Only routes that act for a user call it: a public answer such as
     * the catalogue costs no session read.
     */
    lookUpSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionLookup>;
    /**
     * The signed-in user of a request's Cookie header when this server's session cache answers at once
     * (a live session with no last-seen time due); null when only `lookUpSession` can tell. `connection`
     * is the request's socket, on which the header's session id is remembered.
     */
    cachedSessionUser(cookieHeader: string, connection: object): SessionUser | null;
  }
}
