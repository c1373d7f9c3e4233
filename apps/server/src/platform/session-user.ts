/** The signed-in user as the server knows them, resolved from the session cookie on each request. */
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
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}
