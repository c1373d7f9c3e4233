import { ErrorEnvelope } from '@aula/contract/errors';
import type { Operation, StaffRole } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/applications.ts';
import { assessments } from '../src/db/schema/content.ts';
import { batchCourses } from '../src/db/schema/programs.ts';
import { createBatch, enrol } from './batch-factories.ts';
import { createLearner, signIn, type TestAccount } from './factories.ts';
import { ownershipCases } from './ownership-cases.ts';
import { type MatrixContext, staffCases } from './staff-cases.ts';
import { type StaffWithSession, staffSession } from './staff-factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// The authorisation matrix (ADR 0066): every operation of the contract × every kind of caller. A cell
// outside the operation's rule must answer an error and no data; the rule itself is the contract's
// access level, roles and subjects. New operations join the matrix the day they join the contract.

const actors = [
  'anonymous',
  'learnerA',
  'learnerB',
  'forcedChange',
  'staffWithoutSecondFactor',
  'counsellor',
  'instructor',
  'admin',
  'foreignAdmin',
] as const;
type Actor = (typeof actors)[number];

let t: TestApp;
let context: MatrixContext;
let learnerA: TestAccount;
let foreignLearner: TestAccount;
const cookies = new Map<Actor, string | undefined>();
const staffOf = new Map<Actor, { account: StaffWithSession; role: StaffRole }>();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const pid = 'MATRIX-P1';
  await createBatch(db, 'MATRIX-B1', { pid });
  await createBatch(db, 'MATRIX-B2', { pid: 'MATRIX-P2' });
  await createBatch(db, 'MATRIX-F1', { pid: 'MATRIX-PF', oid: 'FOREIGN' });
  learnerA = await createLearner(db, { name: 'Lena Alpha' });
  const learnerB = await createLearner(db, { name: 'Ben Beta' });
  foreignLearner = await createLearner(db, { oid: 'FOREIGN', name: 'Fola Foreign' });
  const forced = await createLearner(db, { mustChangePassword: true });
  const applicationid = 'MATRIX-B1-1764300000';
  await db.insert(applications).values({
    oid: learnerA.oid,
    applicationid,
    eid: learnerA.email.toLowerCase(),
    pid,
    bpid: 'MATRIX-B1',
    pstatus: 2,
    submittedAt: new Date(),
  });
  const counsellor = await staffSession(db, [{ role: 'counsellor', scope: pid }]);
  const otherCounsellor = await staffSession(db, [{ role: 'counsellor', scope: 'MATRIX-P2' }]);
  // The instructor of the matrix teaches another course than the one learner A studies.
  const instructor = await staffSession(db, [{ role: 'instructor', scope: 'MATRIX-T2' }]);
  const tid = 'MATRIX-T1';
  const bcid = 'MATRIX-B1-T1';
  const assessid = 'MATRIX-EXAM';
  await db.insert(batchCourses).values([
    { oid: learnerA.oid, bcid, bpid: 'MATRIX-B1', tid },
    { oid: learnerA.oid, bcid: 'MATRIX-B1-T2', bpid: 'MATRIX-B1', tid: 'MATRIX-T2' },
  ]);
  await enrol(db, learnerA, 'MATRIX-B1');
  await db.insert(assessments).values({
    oid: learnerA.oid,
    assessid,
    quiztype: 'assess',
    bpid: 'MATRIX-B1',
    tid,
    title: 'Matrix exam',
    instructions: '',
  });
  const admin = await staffSession(db, [{ role: 'admin', scope: null }]);
  const foreignAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'FOREIGN' });
  const unverified = await staffSession(db, [{ role: 'admin', scope: null }], { secondFactor: false });
  context = {
    oid: learnerA.oid,
    foreignOid: 'FOREIGN',
    counsellor,
    otherCounsellor,
    otherInstructor: instructor,
    admin,
    pid,
    applicationid,
    bcid,
    tid,
    assessid,
  };

  cookies.set('anonymous', undefined);
  cookies.set('learnerA', await signIn(t.app, learnerA.email, learnerA.password));
  cookies.set('learnerB', await signIn(t.app, learnerB.email, learnerB.password));
  cookies.set('forcedChange', await signIn(t.app, forced.email, forced.password));
  cookies.set('staffWithoutSecondFactor', unverified.cookie);
  // The counsellor of the matrix is the one whose scope does not hold the application.
  cookies.set('counsellor', otherCounsellor.cookie);
  cookies.set('instructor', instructor.cookie);
  cookies.set('admin', admin.cookie);
  cookies.set('foreignAdmin', foreignAdmin.cookie);
  staffOf.set('counsellor', { account: otherCounsellor, role: 'counsellor' });
  staffOf.set('instructor', { account: instructor, role: 'instructor' });
  staffOf.set('admin', { account: admin, role: 'admin' });
  staffOf.set('foreignAdmin', { account: foreignAdmin, role: 'admin' });
});
afterAll(() => t.app.close());

const guarded = (Object.values(operations) as Operation[]).filter(
  (operation) => operation.access !== 'public',
);

/** The error code a caller outside gate 1 gets, or null when gate 1 lets them through. */
function gateOneRefusal(operation: Operation, actor: Actor): string | null {
  if (actor === 'anonymous') return 'UNAUTHENTICATED';
  if (actor === 'forcedChange') return 'PASSWORD_CHANGE_REQUIRED';
  const staff = staffOf.get(actor);
  if (operation.access === 'secondFactor')
    return staff || actor === 'staffWithoutSecondFactor' ? null : 'FORBIDDEN';
  if (actor === 'staffWithoutSecondFactor') return 'SECOND_FACTOR_REQUIRED';
  if (operation.access === 'staff' && !(staff && operation.roles?.includes(staff.role))) return 'FORBIDDEN';
  return null;
}

/** A refusal: the error envelope, and nothing of the learner's or the application's. */
function expectRefused(response: { statusCode: number; body: string; json(): unknown }, code?: string) {
  expect([401, 403, 404], response.body).toContain(response.statusCode);
  const { error } = ErrorEnvelope.parse(response.json());
  if (code) expect(error.code, response.body).toBe(code);
  expect(response.body).not.toContain(learnerA.email.toLowerCase());
  expect(response.body).not.toContain('Lena Alpha');
  expect(response.body).not.toContain(context.applicationid);
}

describe.each(guarded.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
  it.each(actors)('refuses %s unless the rule lets them in', async (actor) => {
    const refusal = gateOneRefusal(operation, actor);
    if (refusal) {
      const body = operation.access === 'staff' ? (staffCases[operation.name]?.(context).inScope ?? {}) : {};
      expectRefused(await call(t.app, operation.name, body, cookies.get(actor)), refusal);
      return;
    }
    if (operation.access === 'learner') {
      // Staff act on their own records only, as learners do: learner A's identifiers are refused. (Learner
      // B against learner A is the access suite's own case, test/contract-access.test.ts.)
      const staff = staffOf.get(actor);
      if (!staff) return;
      const me = staff.account;
      const stranger = me.oid === context.oid ? foreignLearner : learnerA;
      const cases = ownershipCases[operation.name]?.({ me, neighbour: learnerA, stranger }) ?? [];
      for (const testCase of cases) {
        if (testCase.expect !== 'forbidden') continue;
        const response = await call(t.app, operation.name, testCase.body, cookies.get(actor));
        expectRefused(response);
      }
      return;
    }
    if (operation.access !== 'staff') return;
    const cases = staffCases[operation.name]?.(context);
    if (actor === 'foreignAdmin') {
      // Another organisation's admin: this organisation's oid is refused, and so are its subjects under their own.
      expectRefused(await call(t.app, operation.name, cases?.inScope ?? {}, cookies.get(actor)));
      if (operation.subjects && cases?.outOfScope) {
        const body = { ...cases.outOfScope, oid: context.foreignOid };
        expectRefused(await call(t.app, operation.name, body, cookies.get(actor)));
      }
      return;
    }
    if ((actor === 'counsellor' || actor === 'instructor') && cases?.outOfScope) {
      expectRefused(await call(t.app, operation.name, cases.outOfScope, cookies.get(actor)));
    }
  });

  if (operation.access === 'staff') {
    it('states its cases', () => {
      expect(staffCases[operation.name], `add ${operation.name} to test/staff-cases.ts`).toBeDefined();
      if (operation.subjects) expect(staffCases[operation.name]?.(context).outOfScope).toBeDefined();
    });
  }
});
