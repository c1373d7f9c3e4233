import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { auditEvents } from '../../db/schema/staff.ts';
import type { Database } from '../../platform/db.ts';
import { recordAudit } from './record-audit.ts';

/** The database's own message of a refused statement (Drizzle wraps it as the cause). */
function refusal(query: Promise<unknown>): Promise<string> {
  return query.then(
    () => 'not refused',
    (error: Error) => String(error.cause ?? error),
  );
}

describe('the audit log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('appends a line that neither an update nor a delete can change', async () => {
    await recordAudit(database.db, {
      oid: 'TEST',
      actor: { userId: '00000000-0000-4000-8000-000000000001', eid: 'admin@example.test' },
      action: 'admissions.approve',
      subjectKind: 'application',
      subjectId: 'B1-1',
      before: { pstatus: 2 },
      after: { pstatus: 3 },
      ip: '203.0.113.9',
      at: new Date('2026-11-28T10:00:00Z'),
    });
    const [line] = await database.db.select().from(auditEvents);
    expect(line).toMatchObject({
      action: 'admissions.approve',
      before: { pstatus: 2 },
      after: { pstatus: 3 },
    });
    expect(await refusal(database.db.execute(sql`update audit_events set action = 'forged'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(database.db.execute(sql`delete from audit_events`))).toMatch(/append-only/);
    expect(await database.db.select().from(auditEvents)).toHaveLength(1);
  });
});
