import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { courseProgress } from '../../db/schema/progress.ts';
import { demoContentFolder } from '../../platform/paths.ts';
import { coursesLeftMessage } from './generate-certificate.ts';

/*
 * Issue 20's finding, replayed on the demo organisation: a new account self-enrolled in the self-paced
 * Digital Health certificate (two courses with free navigation) opened the last object of each course,
 * marked it complete and got a verifiable certificate. A course is complete only once every countable
 * object is, and the certificate is checked against the objects when it is issued (ADR 0063).
 */

const oid = 'AULADEMO';
const bpid = 'cert-dh-2026';
const start = new Date('2026-11-20T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

async function newSelfPacedLearner() {
  const learner = await createLearner(t.database.db, { oid });
  const cookie = await signIn(t.app, learner.email, learner.password, oid);
  const as = (name: string, body: Record<string, unknown>) =>
    call(t.app, name, { oid, eid: learner.user.eid, ...body }, cookie);
  const started = await as('syncUserProgramProgress', { bpid });
  expect(started.statusCode, started.body).toBe(200);
  return { learner, as };
}

describe('a certificate after opening two objects', () => {
  it('is not issued: the last object of a free-navigation course does not complete it', async () => {
    const { as } = await newSelfPacedLearner();
    for (const course of ['dh101', 'dh102']) {
      const bcid = `${bpid}-${course}`;
      t.clock.set(start);
      expect((await as('openObject', { bcid, objid: `${course}-o4` })).statusCode).toBe(200);
      t.clock.advance(10 / 60);
      const done = await as('syncUserProgress', { bcid, objid: `${course}-o4`, timespent: 10 });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().tp).toBe(0);
    }
    t.clock.reset();
    const certificate = await as('generateCertificate', { bpid, uname: 'x', cid: 'dh101' });
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().error.message).toBe(
      coursesLeftMessage(['Foundations of Digital Health', 'Telemedicine Practice']),
    );
  });

  it('is not issued on course rows marked complete without their objects', async () => {
    const { learner, as } = await newSelfPacedLearner();
    for (const bcid of [`${bpid}-dh101`, `${bpid}-dh102`]) {
      await t.database.db
        .insert(courseProgress)
        .values({ oid, eid: learner.user.eid, bcid, tp: 2 })
        .onConflictDoUpdate({
          target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
          set: { tp: 2 },
        });
    }
    const certificate = await as('generateCertificate', { bpid, uname: 'x', cid: 'dh101' });
    expect(certificate.statusCode).toBe(409);
  });
});
