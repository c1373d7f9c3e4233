import type { StaffGrant } from '@aula/contract/staff-grants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch } from '../../../test/batch-factories.ts';
import { TEST_OID } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { assessments } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { mayTeachAssessment } from '../assessments/index.ts';
import { mayTeachBatchCourse } from './teaching-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createBatch(db, 'TP-B1', { pid: 'TP-P' });
  await createBatch(db, 'TP-F1', { pid: 'TP-PF', oid: 'TP-FOREIGN' });
  await db.insert(batchCourses).values([
    { oid: TEST_OID, bcid: 'TP-B1-C1', bpid: 'TP-B1', tid: 'C1' },
    { oid: TEST_OID, bcid: 'TP-B1-C2', bpid: 'TP-B1', tid: 'C2' },
    { oid: 'TP-FOREIGN', bcid: 'TP-F1-C1', bpid: 'TP-F1', tid: 'C1' },
  ]);
  const assessment = {
    oid: TEST_OID,
    quiztype: 'assess' as const,
    bpid: 'TP-B1',
    title: 'x',
    instructions: '',
  };
  await db.insert(assessments).values([
    { ...assessment, assessid: 'TP-C1-EXAM', tid: 'C1' },
    { ...assessment, assessid: 'TP-BATCH-EXAM', tid: null },
  ]);
});
afterAll(() => t.app.close());

function actor(grants: StaffGrant[], oid = TEST_OID): SessionUser {
  return {
    sessionId: 's',
    userId: 'u',
    oid,
    eid: 'staff@example.test',
    email: 'staff@example.test',
    name: 'Staff',
    role: 'instructor',
    mustChangePassword: false,
    grants,
    secondFactor: true,
  };
}

describe('who teaches what', () => {
  const ofC1 = actor([{ role: 'instructor', scope: 'C1' }]);
  const ofAll = actor([{ role: 'instructor', scope: null }]);
  const admin = actor([{ role: 'admin', scope: null }]);
  const counsellor = actor([{ role: 'counsellor', scope: null }]);

  it('gives an instructor the batch courses of their course, in every batch, and nothing else', async () => {
    const { db } = t.database;
    expect(await mayTeachBatchCourse(ofC1, 'TP-B1-C1', db)).toBe(true);
    expect(await mayTeachBatchCourse(ofC1, 'TP-B1-C2', db)).toBe(false);
    expect(await mayTeachBatchCourse(ofC1, 'no-such-course', db)).toBe(false);
    // Another organisation's batch course of the same tid is not theirs.
    expect(await mayTeachBatchCourse(ofC1, 'TP-F1-C1', db)).toBe(false);
    expect(await mayTeachBatchCourse(counsellor, 'TP-B1-C1', db)).toBe(false);
    expect(await mayTeachBatchCourse(ofAll, 'TP-B1-C2', db)).toBe(true);
    expect(await mayTeachBatchCourse(admin, 'TP-B1-C2', db)).toBe(true);
    expect(
      await mayTeachBatchCourse(actor([{ role: 'admin', scope: null }], 'TP-FOREIGN'), 'TP-B1-C1', db),
    ).toBe(false);
  });

  it("gives an instructor their course's assessments; one of a whole batch only to an organisation-wide scope", async () => {
    const { db } = t.database;
    expect(await mayTeachAssessment(ofC1, 'TP-C1-EXAM', db)).toBe(true);
    expect(await mayTeachAssessment(ofC1, 'TP-BATCH-EXAM', db)).toBe(false);
    expect(await mayTeachAssessment(ofAll, 'TP-BATCH-EXAM', db)).toBe(true);
    expect(await mayTeachAssessment(admin, 'TP-BATCH-EXAM', db)).toBe(true);
    expect(await mayTeachAssessment(counsellor, 'TP-C1-EXAM', db)).toBe(false);
    expect(await mayTeachAssessment(actor([{ role: 'instructor', scope: 'C2' }]), 'TP-C1-EXAM', db)).toBe(
      false,
    );
  });
});
