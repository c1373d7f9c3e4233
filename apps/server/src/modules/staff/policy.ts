import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth.ts';
import { holdsRole } from '../../platform/authorize.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The staff module's rules (ADR 0066). A staff account (`staffAccount`) is acted on only by an admin,
 * and only when it is an account of the admin's own organisation.
 */
export function registerStaffPolicies(app: FastifyInstance): void {
  app.subjectPolicy('staffAccount', async (actor, userId, { db }) => {
    if (!holdsRole(actor, ['admin']) || !uuidPattern.test(userId)) return false;
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.oid, actor.oid)))
      .limit(1);
    return account !== undefined;
  });
}
