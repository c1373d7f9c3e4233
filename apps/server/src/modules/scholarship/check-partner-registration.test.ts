import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minimalBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import { addMinutes } from '../../platform/clock.ts';
import { registryLookupRule } from './check-partner-registration.ts';

let t: TestApp;
const folders: string[] = [];
const oid = 'TESTORG';

const registration = {
  email: 'Scholar@Partner.example',
  first_name: 'Kofi',
  last_name: 'Asante',
  learning_center: 'GH-ACC-003',
  learning_center_name: 'Accra Learning Centre',
  registeredOn: '2026-04-28',
};

async function importWith(registrations: unknown[]) {
  const folder = await writeBundle({ ...minimalBundle(), 'partner-registrations.json': registrations });
  folders.push(folder);
  return importContent(t.database.db, folder, t);
}

/** Asks the registry from the address `ip` (each test uses its own, so their rate counts stay apart). */
function ask(ip: string, emailid: string, askOid = oid) {
  return t.app.inject({
    method: 'POST',
    url: '/api/getGoogleCloudResponse',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ oid: askOid, emailid }),
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const summary = await importWith([registration]);
  expect(summary['partner-registrations']).toBe(1);
});

afterEach(() => t.clock.reset());

afterAll(async () => {
  await t.app.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('getGoogleCloudResponse', () => {
  it("answers 'Successful' for a registered e-mail, whatever its case and spacing", async () => {
    for (const emailid of ['scholar@partner.example', '  SCHOLAR@partner.EXAMPLE ']) {
      const response = await ask('10.0.0.1', emailid);
      expect(response.statusCode, emailid).toBe(200);
      expect(response.json()).toEqual({ message: 'Successful' });
    }
  });

  it("answers 'Not registered' for an e-mail the registry lacks", async () => {
    const response = await ask('10.0.0.2', 'stranger@partner.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Not registered' });
  });

  it("does not find another organisation's registrations", async () => {
    const response = await ask('10.0.0.3', 'scholar@partner.example', 'NOPE');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ oid: 'not the organisation of this portal' });
  });

  it('answers 400 naming emailid for something that is not an e-mail', async () => {
    const response = await ask('10.0.0.4', 'not an e-mail');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['emailid']);
  });

  it('lets one address miss only so often, then refuses it for a while; other addresses go on', async () => {
    const start = new Date('2026-11-20T10:00:00Z');
    t.clock.set(start);
    for (let i = 0; i < registryLookupRule.limit; i++) {
      expect((await ask('10.0.1.1', `probe${i}@partner.example`)).statusCode).toBe(200);
    }
    const refused = await ask('10.0.1.1', 'scholar@partner.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await ask('10.0.1.2', 'scholar@partner.example')).json()).toEqual({ message: 'Successful' });

    t.clock.set(addMinutes(start, registryLookupRule.blockMinutes + 1));
    expect((await ask('10.0.1.1', 'scholar@partner.example')).json()).toEqual({ message: 'Successful' });
  });

  it('does not count registered e-mails against the address', async () => {
    for (let i = 0; i < registryLookupRule.limit * 2; i++) {
      expect((await ask('10.0.2.1', 'scholar@partner.example')).statusCode).toBe(200);
    }
    for (let i = 0; i < registryLookupRule.limit; i++) {
      expect((await ask('10.0.2.1', `probe${i}@partner.example`)).statusCode).toBe(200);
    }
    expect((await ask('10.0.2.1', 'probe@partner.example')).statusCode).toBe(429);
  });
});

describe('partner-registrations.json', () => {
  it('updates a registration in place when imported again, and refuses an e-mail listed twice', async () => {
    await importWith([{ ...registration, learning_center_name: 'Accra Centre (moved)' }]);
    const rows = await t.database.db.select().from(partnerRegistrations);
    expect(rows).toEqual([
      {
        oid,
        email: 'scholar@partner.example',
        firstName: 'Kofi',
        lastName: 'Asante',
        learningCenter: 'GH-ACC-003',
        learningCenterName: 'Accra Centre (moved)',
        registeredOn: '2026-04-28',
      },
    ]);
    await expect(
      importWith([registration, { ...registration, email: 'scholar@PARTNER.example' }]),
    ).rejects.toThrow(
      'partner-registrations.json: 1.email: partner registration scholar@partner.example is already defined at partner-registrations.json: 0.email',
    );
  });
});
