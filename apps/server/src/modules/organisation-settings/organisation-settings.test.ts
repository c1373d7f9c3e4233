import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, enrol } from '../../../test/batch-factories.ts';
import { createLearner, signIn } from '../../../test/factories.ts';
import { pngClaiming, sampleHtml, samplePng, sampleSvg } from '../../../test/sample-files.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadAsStaff } from '../../../test/staff-uploads.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { organisationProviders } from '../../db/schema/organisations.ts';
import { auditEvents } from '../../db/schema/staff.ts';

const oid = 'TEST';
const proctorSecret = 'org-proctor-secret-0123456789';
const schedulerSecret = 'org-scheduler-secret-987654321';
let t: TestApp;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let foreignAdmin: StaffWithSession;

const settings = {
  name: 'Aula Test University',
  shortName: 'ATU',
  poweredBy: 'Aula',
  applicationForm: 'university',
  languages: ['fr', 'en'],
  aboutHtml: '<p>About us</p>',
  onlineLearningHtml: '<p>Online</p>',
  contactHtml: '<p>Write to us</p>',
};

const emptyProvider = { url: '', clientId: '', secret: { action: 'clear' } };

beforeAll(async () => {
  // The environment names a proctoring provider, as a fresh install may.
  t = await createTestApp({
    SETTINGS_SECRET_KEY: 'a-test-key-of-at-least-thirty-two-characters',
    PROCTOR_URL: 'https://env-proctor.example.test/launch',
    PROCTOR_CLIENT_ID: 'env-client',
    PROCTOR_SECRET: 'env-proctor-secret',
  });
  const { db } = t.database;
  await createBatch(db, 'B1');
  await createBatch(db, 'FOREIGN-B', { oid: 'OTHER' });
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid });
  foreignAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());

describe('the public site settings', () => {
  it('are saved, shown by getOrganisation, and refused to a counsellor and to another organisation', async () => {
    const saved = await call(t.app, 'staff/saveOrganisationSettings', { oid, ...settings }, admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const organisation = (await call(t.app, 'getOrganisation', {})).json();
    expect(organisation).toMatchObject({
      name: 'Aula Test University',
      shortName: 'ATU',
      languages: ['fr', 'en'],
    });
    expect(organisation.applicationForm).toBe('university');

    const asCounsellor = await call(
      t.app,
      'staff/saveOrganisationSettings',
      { oid, ...settings },
      counsellor.cookie,
    );
    expect(asCounsellor.statusCode).toBe(403);
    const foreign = await call(
      t.app,
      'staff/saveOrganisationSettings',
      { oid, ...settings },
      foreignAdmin.cookie,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await call(t.app, 'getOrganisation', {})).json().name).toBe('Aula Test University');
  });

  it('stores static pages sanitised: no script, event handler or javascript: address survives', async () => {
    const hostile =
      '<h2>Contact</h2><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1">' +
      '<a href="javascript:alert(1)">Write</a><p style="color:red" onclick="x()">Phone</p>';
    const saved = await call(
      t.app,
      'staff/saveOrganisationSettings',
      { oid, ...settings, contactHtml: hostile },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { contactHtml } = (await call(t.app, 'getOrganisation', {})).json();
    expect(contactHtml).toContain('<h2>Contact</h2>');
    expect(contactHtml).toContain('Phone');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'pwned']) {
      expect(contactHtml).not.toContain(bad);
    }
    expect(saved.json().contactHtml).toBe(contactHtml);
  });

  it('names the field of bad input and keeps what was saved', async () => {
    const bad = await call(
      t.app,
      'staff/saveOrganisationSettings',
      { oid, ...settings, name: '', languages: ['en', 'en'] },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['name', 'languages']));
    expect((await call(t.app, 'getOrganisation', {})).json().name).toBe('Aula Test University');
  });
});

describe('logo and banner images', () => {
  const upload = (filename: string, bytes: Buffer) =>
    uploadAsStaff(
      t.app,
      admin.cookie,
      'staff/presignOrganisationImage',
      { oid, slot: 'banner', filename, filetype: 'image/png' },
      bytes,
    );

  it('puts a checked image in the banner slot, which the public site serves', async () => {
    const stored = await upload('banner.png', samplePng);
    const set = await call(
      t.app,
      'staff/setOrganisationImage',
      { oid, slot: 'banner', filename: stored },
      admin.cookie,
    );
    expect(set.statusCode, set.body).toBe(200);
    const { banner } = (await call(t.app, 'getOrganisation', {})).json();
    expect(banner).toMatch(/^organisation\/[^/]+\/\d+-banner\.png$/);
    const served = await t.app.inject({ url: `/media/${oid}/${banner}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses by the staff images’ one check an SVG named .png and a picture over 4000 pixels a side', async () => {
    const refusal = async (bytes: Buffer) => {
      const set = await call(
        t.app,
        'staff/setOrganisationImage',
        { oid, slot: 'banner', filename: await upload('banner.png', bytes) },
        admin.cookie,
      );
      expect(set.statusCode).toBe(400);
      return set.json().error.fields.filename as string;
    };
    expect(await refusal(sampleSvg)).toMatch(/^This is not an image the site can show: The file is /);
    expect(await refusal(pngClaiming(4001, 10))).toBe(
      'This is not an image the site can show: The image is 4001×10 pixels; at most 4000 pixels a side are allowed.',
    );
    expect(await refusal(pngClaiming(10, 4001))).toMatch(/10×4001 pixels/);
    const wide = await upload('banner.png', pngClaiming(4000, 10));
    const set = await call(
      t.app,
      'staff/setOrganisationImage',
      { oid, slot: 'banner', filename: wide },
      admin.cookie,
    );
    expect(set.statusCode, set.body).toBe(200);
  });

  it('refuses an HTML page named .png, an SVG, and removing the logo', async () => {
    const stored = await upload('banner.png', sampleHtml);
    const set = await call(
      t.app,
      'staff/setOrganisationImage',
      { oid, slot: 'banner', filename: stored },
      admin.cookie,
    );
    expect(set.statusCode).toBe(400);
    expect(set.json().error.fields.filename).toMatch(/not an image the site can show/);
    const svg = await call(
      t.app,
      'staff/presignOrganisationImage',
      { oid, slot: 'logo', filename: 'logo.svg', filetype: 'image/svg+xml', size: 100 },
      admin.cookie,
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.fields).toHaveProperty('filename');
    const noLogo = await call(
      t.app,
      'staff/setOrganisationImage',
      { oid, slot: 'logo', filename: null },
      admin.cookie,
    );
    expect(noLogo.statusCode).toBe(400);
    const cleared = await call(
      t.app,
      'staff/setOrganisationImage',
      { oid, slot: 'banner', filename: null },
      admin.cookie,
    );
    expect(cleared.json().images.banner).toBeNull();
  });
});

describe('exam providers', () => {
  const saveProviders = (body: Record<string, unknown>, cookie = admin.cookie) =>
    call(
      t.app,
      'staff/saveExamProviders',
      { oid, proctor: emptyProvider, scheduler: emptyProvider, ...body },
      cookie,
    );

  it("falls back to the environment's provider until the organisation names its own", async () => {
    const view = (await call(t.app, 'staff/getOrganisationSettings', { oid }, admin.cookie)).json();
    expect(view.providers.proctor).toEqual({
      source: 'environment',
      url: 'https://env-proctor.example.test/launch',
      clientId: 'env-client',
      secretSet: true,
    });
    expect(view.providers.scheduler).toEqual({ source: 'none', url: '', clientId: '', secretSet: false });
  });

  it('stores secrets encrypted and never answers them, nor writes them in the audit log', async () => {
    const saved = await saveProviders({
      proctor: {
        url: 'https://proctor.example.test/start',
        clientId: 'atu',
        secret: { action: 'replace', value: proctorSecret },
      },
      scheduler: {
        url: 'https://schedule.example.test/sso',
        clientId: 'ATU',
        secret: { action: 'replace', value: schedulerSecret },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().providers.proctor).toEqual({
      source: 'organisation',
      url: 'https://proctor.example.test/start',
      clientId: 'atu',
      secretSet: true,
    });
    const read = await call(t.app, 'staff/getOrganisationSettings', { oid }, admin.cookie);
    const [row] = await t.database.db
      .select()
      .from(organisationProviders)
      .where(eq(organisationProviders.oid, oid));
    const audit = await t.database.db.select().from(auditEvents);
    for (const text of [saved.body, read.body, JSON.stringify(row), JSON.stringify(audit)]) {
      expect(text).not.toContain(proctorSecret);
      expect(text).not.toContain(schedulerSecret);
    }
    const [line] = await auditLines(t.database.db, { action: 'organisation.saveExamProviders' });
    expect(line?.after).toMatchObject({ proctor: { secretSet: true, clientId: 'atu' } });
  });

  it("keeps a secret when the address changes, and signs a learner's launch with it", async () => {
    const kept = await saveProviders({
      proctor: { url: 'https://proctor.example.test/v2', clientId: 'atu', secret: { action: 'keep' } },
      scheduler: { url: 'https://schedule.example.test/sso', clientId: 'ATU', secret: { action: 'keep' } },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().providers.proctor.url).toBe('https://proctor.example.test/v2');

    const learner = await createLearner(t.database.db, { oid, email: 'launcher@example.test' });
    await enrol(t.database.db, learner, 'B1');
    const now = t.clock.now();
    const assigned = await call(
      t.app,
      'staff/saveBatchTest',
      {
        oid,
        bpid: 'B1',
        testName: 'Launch check',
        startTime: new Date(now.getTime() - 60_000).toISOString(),
        endTime: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
        testTotalTime: 60,
        testStatus: 'Active',
      },
      admin.cookie,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const launch = await call(
      t.app,
      'getWheeboxToken',
      { oid, eid: learner.user.eid, test_id: assigned.json().testId },
      cookie,
    );
    expect(launch.statusCode, launch.body).toBe(200);
    const url = new URL(launch.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://proctor.example.test/v2');
    const [header, payload, signature] = (url.searchParams.get('token') ?? '').split('.');
    expect(signature).toBe(
      createHmac('sha256', proctorSecret).update(`${header}.${payload}`).digest('base64url'),
    );
    expect(launch.body).not.toContain(proctorSecret);
  });

  it("lets the portal's forms go to the organisation's scheduler (the Content-Security-Policy's form-action)", async () => {
    const page = await t.app.inject({ url: `/media/${oid}/none.png` });
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://schedule.example.test;",
    );
  });

  it('refuses half a provider, naming the missing fields, and keeps what was saved', async () => {
    const half = await saveProviders({
      proctor: { url: 'https://proctor.example.test/v3', clientId: '', secret: { action: 'clear' } },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({
      'proctor.clientId': 'Give the client id.',
      'proctor.secret': 'Give the shared secret.',
    });
    const plain = await saveProviders({
      proctor: { url: 'http://proctor.example.test/', clientId: 'atu', secret: { action: 'keep' } },
    });
    expect(plain.statusCode).toBe(400);
    const view = (await call(t.app, 'staff/getOrganisationSettings', { oid }, admin.cookie)).json();
    expect(view.providers.proctor.url).toBe('https://proctor.example.test/v2');
  });

  it("clearing the organisation's provider falls back to the environment's", async () => {
    const cleared = await saveProviders({});
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().providers.proctor.source).toBe('environment');
    expect(cleared.json().providers.scheduler.source).toBe('none');
    const page = await t.app.inject({ url: `/media/${oid}/none.png` });
    expect(page.headers['content-security-policy']).toContain("form-action 'self';");
  });

  it('is refused to a counsellor and to another organisation', async () => {
    expect((await saveProviders({}, counsellor.cookie)).statusCode).toBe(403);
    expect((await saveProviders({}, foreignAdmin.cookie)).statusCode).toBe(403);
    const read = await call(t.app, 'staff/getOrganisationSettings', { oid }, foreignAdmin.cookie);
    expect(read.statusCode).toBe(403);
  });
});
