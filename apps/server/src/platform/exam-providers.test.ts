import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import { examScheduler, examSchedulingHash, proctorProvider, proctorToken } from './exam-providers.ts';

describe('examSchedulingHash', () => {
  it("is SHA-256 (hex) of secret, org id, timestamp, timestamp + 14400 and USN joined with '|'", () => {
    // printf 's3cret|ORG1|1700000000|1700014400|USN42' | sha256sum
    expect(
      examSchedulingHash({ secret: 's3cret', oid: 'ORG1', timestamp: 1_700_000_000, usn: 'USN42' }),
    ).toBe('328d61a240da29b5d5b1f3695e983c7e0d8135a62e9e7434785db1e3c5610b69');
  });
});

describe('examScheduler', () => {
  it('exists only when its three settings are given', () => {
    expect(examScheduler(testConfig())).toBeUndefined();
    const scheduler = examScheduler(
      testConfig({
        EXAM_SCHEDULER_URL: 'https://schedule.example.test/sso',
        EXAM_SCHEDULER_CLIENT_CODE: 'ADU',
        EXAM_SCHEDULER_SECRET: 'x',
      }),
    );
    expect(scheduler?.origin).toBe('https://schedule.example.test');
  });

  it('refuses to start with half of the settings', () => {
    expect(() => testConfig({ EXAM_SCHEDULER_URL: 'https://schedule.example.test/sso' })).toThrow(
      /EXAM_SCHEDULER_SECRET: is required when EXAM_SCHEDULER_URL is set/,
    );
    expect(() => testConfig({ PROCTOR_SECRET: 'x' })).toThrow(/PROCTOR_URL: is required/);
  });
});

describe('proctorToken', () => {
  it('is a JWT (HS256) over client id, learner, test and expiry', () => {
    const token = proctorToken({
      clientId: 'client',
      secret: 'secret',
      learner: 'a@b.test',
      testId: 'T1',
      expiresAt: new Date('2026-11-20T05:00:00Z'),
    });
    const [header = '', payload = '', signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
      iss: 'client',
      sub: 'a@b.test',
      test_id: 'T1',
      exp: 1_795_150_800,
    });
    expect(signature).toBe(createHmac('sha256', 'secret').update(`${header}.${payload}`).digest('base64url'));
  });

  it('is carried in the launch address, keeping the query the provider already has', () => {
    const provider = proctorProvider(
      testConfig({
        PROCTOR_URL: 'https://proctor.example.test/start?site=adu',
        PROCTOR_CLIENT_ID: 'client',
        PROCTOR_SECRET: 'secret',
      }),
    );
    const launch = provider?.launch({ learner: 'a@b.test', testId: 'T1', expiresAt: new Date() });
    const url = new URL(launch?.url ?? '');
    expect(url.searchParams.get('site')).toBe('adu');
    expect(url.searchParams.get('token')).toBe(launch?.token);
  });
});
