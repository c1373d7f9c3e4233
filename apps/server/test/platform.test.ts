import { operations } from '@aula/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { contentUrl } from '../src/platform/public-url.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('health and documentation', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('documents every operation of the contract at /api/docs', async () => {
    const document = (await t.app.inject('/api/docs')).json();
    expect(document.openapi).toBe('3.1.0');
    for (const operation of Object.values(operations)) {
      const entry = document.paths[`/api/${operation.name}`]?.post;
      expect(entry, operation.name).toBeDefined();
      expect(entry['x-access']).toBe(operation.access);
      expect(entry.requestBody.content['application/json'].schema).toBeTypeOf('object');
    }
  });
});

describe('security headers', () => {
  it('sends pages and everything else a strict Content-Security-Policy and the usual hardening headers', async () => {
    for (const url of ['/healthz', '/no-such-page', '/media/TEST/missing.png']) {
      const response = await t.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends JSON answers of the API only the headers that matter for JSON, errors included', async () => {
    for (const body of [{ oid: 'NOPE' }, { oid: 12 }]) {
      const response = await call(t.app, 'getAllProgramList', body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('requests the API refuses', () => {
  it('refuses a call from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getOrganisation',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['/api/auth/signIn', 'null'],
    ['/%61pi/auth/signIn', 'https://evil.example'],
    ['/%61pi/getAllProgramList', 'null'],
  ])('refuses %s from Origin %s (a sandboxed frame, an encoded address)', async (url, origin) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin },
      payload: '{"oid":"TEST","username":"a@example.test","password":"Study#2468"}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('accepts a call from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getAllProgramList',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: '{"oid":"NOPE"}',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers bad JSON, a wrong media type and an oversized body with the envelope', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/getAllProgramList',
      headers: { 'content-type': 'application/json' },
      payload: '{"oid":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('BAD_REQUEST');

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/getAllProgramList',
      headers: { 'content-type': 'text/plain' },
      payload: 'oid=1',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/getAllProgramList',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ oid: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the field of a 1 MB value', async () => {
    const response = await call(t.app, 'getAllProgramList', { oid: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['oid']);
  });

  it('lets no cache keep any answer of the API, public ones and errors included', async () => {
    for (const operation of Object.values(operations)) {
      const response = await call(t.app, operation.name, {});
      expect(response.headers['cache-control'], operation.name).toBe('no-store');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/getOrganisation',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown operation with 404 in the envelope', async () => {
    const response = await call(t.app, 'noSuchOperation', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('asks for the S3 endpoint and keys once a bucket is named', () => {
    expect(() => loadConfig({ S3_BUCKET: 'aula' })).toThrow(/S3_ENDPOINT: is required when S3_BUCKET is set/);
    expect(() => loadConfig({ S3_BUCKET: 'aula', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: is required when NODE_ENV is production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.edu',
      CONTENT_URL: 'https://content.learn.example.edu',
    });
    expect(config.PUBLIC_URL).toBe('https://learn.example.edu');
  });

  it('refuses to start in production without a content origin on a host of its own', () => {
    const portal = { NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.edu' };
    expect(() => loadConfig(portal)).toThrow(/CONTENT_URL: is required when NODE_ENV is production/);
    expect(() => loadConfig({ ...portal, CONTENT_URL: 'https://learn.example.edu:8443' })).toThrow(
      /CONTENT_URL: must name another host than PUBLIC_URL/,
    );
    // Elsewhere it needs no setting: the portal's host on the next port.
    const development = loadConfig({ PORT: '4000' });
    expect(development.CONTENT_PORT).toBe(4001);
    expect(contentUrl(development)).toBe('http://localhost:4001');
    expect(contentUrl(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:5000', CONTENT_PORT: '5050' }))).toBe(
      'http://127.0.0.1:5050',
    );
  });

  it('seeds the demo (whose passwords are published) outside production only, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.edu',
      CONTENT_URL: 'https://content.learn.example.edu',
    };
    expect(loadConfig({}).SEED_ON_START).toBe(true);
    expect(loadConfig(production).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    expect(() => loadConfig({ SEED_ON_START: 'yes' })).toThrow(/SEED_ON_START/);
  });

  it('reads ALLOWED_HOSTS as host names, and refuses an address with a scheme or port', () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' Aula.LAN, 192.168.1.20,[::2] ' }).ALLOWED_HOSTS).toEqual([
      'aula.lan',
      '192.168.1.20',
      '[::2]',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://aula.lan' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'aula.lan:3000' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('defaults to PGlite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });
});
