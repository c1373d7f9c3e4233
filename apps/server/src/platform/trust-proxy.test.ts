import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, TEST_OID } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('refuses true and impossible hop counts at start-up, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must not be true: .*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY: must be a number of proxies from 1/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(
      /TRUST_PROXY: must be a number of proxies from 1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10\.0\.0\.0\/33" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a number of proxies in front', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
});

// The address a limit counts is the one the last trusted proxy saw, never what the client wrote.
describe('the address the limits count', () => {
  const apps: TestApp[] = [];
  async function appWith(trustProxy?: string): Promise<TestApp> {
    const t = await createTestApp(trustProxy ? { TRUST_PROXY: trustProxy } : {});
    await createOrganisation(t.database.db);
    apps.push(t);
    return t;
  }
  afterAll(async () => {
    for (const t of apps) await t.app.close();
  });

  async function failSignIn(t: TestApp, remoteAddress: string, forwardedFor: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signIn',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ oid: TEST_OID, username: 'nobody@example.test', password: 'Wrong#2468' }),
    });
    expect(response.statusCode).toBe(400);
  }

  async function countedKeys(t: TestApp): Promise<string> {
    const rows = await t.database.db.select({ key: rateLimits.key }).from(rateLimits);
    return rows.map((row) => row.key).join('\n');
  }

  let direct: TestApp;
  let behindBalancer: TestApp;
  let behindTwoHops: TestApp;
  beforeAll(async () => {
    direct = await appWith();
    behindBalancer = await appWith('10.0.0.0/8');
    behindTwoHops = await appWith('2');
  });

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    for (let forged = 1; forged <= 3; forged++) {
      await failSignIn(direct, '192.0.2.44', `198.51.100.${forged}`);
    }
    const keys = await countedKeys(direct);
    expect(keys).toContain('192.0.2.44');
    expect(keys).not.toContain('198.51.100.');
  });

  it("is the address the trusted balancer appended, not the client's own entries before it", async () => {
    for (let forged = 1; forged <= 3; forged++) {
      await failSignIn(behindBalancer, '10.1.2.3', `198.51.100.${forged}, 203.0.113.9`);
    }
    const keys = await countedKeys(behindBalancer);
    expect(keys).toContain('203.0.113.9');
    expect(keys).not.toContain('198.51.100.');
  });

  it('is the socket address of a client that reaches the server around the balancer', async () => {
    await failSignIn(behindBalancer, '192.0.2.77', '10.9.9.9, 198.51.100.200');
    const keys = await countedKeys(behindBalancer);
    expect(keys).toContain('192.0.2.77');
    expect(keys).not.toContain('198.51.100.200');
    expect(keys).not.toContain('10.9.9.9');
  });

  it('is the entry the first of a counted chain of proxies saw, not the entries a client wrote before it', async () => {
    // A CDN appended the client's address, then the load balancer appended the CDN's; the socket is the balancer.
    for (let forged = 1; forged <= 3; forged++) {
      await failSignIn(behindTwoHops, '10.1.2.3', `198.51.100.${forged}, 203.0.113.50, 172.16.0.9`);
    }
    const keys = await countedKeys(behindTwoHops);
    expect(keys).toContain('203.0.113.50');
    expect(keys).not.toContain('198.51.100.');
    expect(keys).not.toContain('172.16.0.9');
  });
});
