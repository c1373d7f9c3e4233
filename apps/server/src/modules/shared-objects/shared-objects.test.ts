import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch } from '../../../test/batch-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { courses } from '../../db/schema/content.ts';
import { demoContentFolder } from '../../platform/paths.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AULA_OID: 'AULADEMO' });
  await importContent(t.database.db, demoContentFolder, t);
  // Another organisation on the same database holds a course of its own with a file of its own.
  const [pv101] = await t.database.db.select().from(courses).where(eq(courses.tid, 'pv101'));
  await createBatch(t.database.db, 'their-2026', { oid: 'OTHER', pid: 'their-program' });
  if (pv101) {
    await t.database.db
      .insert(courses)
      .values({ ...pv101, oid: 'OTHER', pid: 'their-program', tid: 'their-course' });
  }
});
afterAll(() => t.app.close());

const handbook = { val1: 'cert-pv', val2: 'pv101', val3: 'pv101-n1', val4: 'pv101-o2', val5: 'pdf' };

describe('getSharedObject', () => {
  it("resolves a file of the organisation's own content to the content origin, signed for it alone (ADR 0095)", async () => {
    const response = await call(t.app, 'getSharedObject', handbook);
    expect(response.statusCode, response.body).toBe(200);
    const { ourl } = response.json();
    expect(ourl).toMatch(/^http:\/\/localhost:3001\/content\/AULADEMO\/-\/\d+\/2\/[\w-]{43}\/pdf\/.+\.pdf$/);
    const { pathname } = new URL(ourl);
    expect((await t.app.content.inject({ url: pathname })).statusCode).toBe(200);
    // Not public media, and the address opens no other file of its folder.
    expect(
      (await t.app.inject({ url: pathname.replace(/^.*\/pdf\//, '/media/AULADEMO/pdf/') })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.content.inject({ url: pathname.replace(/[^/]+\.pdf$/, 'other.pdf') })).statusCode,
    ).toBe(403);
  });

  it('resolves a page to the content origin, under an address for its folder only (ADR 0083)', async () => {
    const cycle = { val1: 'cert-pv', val2: 'pv101', val3: 'pv101-n3', val4: 'pv101-o5', val5: 'html' };
    const { ourl } = (await call(t.app, 'getSharedObject', cycle)).json();
    expect(ourl).toMatch(
      /^http:\/\/localhost:3001\/content\/AULADEMO\/-\/\d+\/1\/[\w-]{43}\/html\/pharmacovigilance-cycle\.html$/,
    );
    const url = new URL(ourl);
    const page = await t.app.content.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('sandbox');
    const elsewhere = url.pathname.replace('/html/pharmacovigilance-cycle.html', '/pdf/handbook.pdf');
    expect((await t.app.content.inject({ url: elsewhere })).statusCode).toBe(403);
  });

  it('answers nothing for values that do not name such an object, or name another organisation', async () => {
    for (const body of [
      { ...handbook, val5: 'video' },
      { ...handbook, val2: 'pv102' },
      { ...handbook, val4: 'https:' },
      { ...handbook, val6: 'OTHER' },
      { ...handbook, val1: 'other-program' },
      { ...handbook, val1: 'their-program', val2: 'their-course' },
      { ...handbook, val1: 'their-program', val2: 'their-course', val6: 'OTHER' },
    ]) {
      const response = await call(t.app, 'getSharedObject', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json().ourl, JSON.stringify(body)).toBeNull();
    }
    const address = await call(t.app, 'getSharedObject', { ...handbook, val4: 'https://evil.example/x' });
    expect(address.statusCode).toBe(400);
  });
});
