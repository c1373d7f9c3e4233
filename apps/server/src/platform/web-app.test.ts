import { brotliDecompressSync } from 'node:zlib';
import { sessionCookieName } from '@aula/contract/auth';
import type { ServedOrganisation } from '@aula/contract/organisation';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../../test/fake-web-build.ts';
import { installWebApp } from './web-app.ts';

const template =
  '<!doctype html><html lang="en"><head><title>Aula</title></head><body><div id="root"></div></body></html>';

/**
 * Stands in for the web build's prerenderer (dist-ssr/prerender.js): the language from a
 * cookie or Accept-Language, and a page naming what it was asked to render, counting its renders.
 */
const fakePrerenderer = `
let renders = 0;
export function pageLanguage({ cookies, acceptLanguage }) {
  return cookies['aula.language'] ?? (acceptLanguage?.startsWith('fr') ? 'fr' : 'en');
}
export async function renderLandingPage({ template, organisation, language }) {
  if (organisation.name === 'Broken') throw new Error('render failed');
  renders += 1;
  return template.replace('<div id="root"></div>', '<div id="root">' + organisation.name + ' ' + language + ' render ' + renders + '</div>');
}
`;

const demo: ServedOrganisation = {
  oid: 'DEMO',
  name: 'Demo University',
  shortName: 'DU',
  logo: '',
  aboutHtml: '',
  onlineLearningHtml: '',
  contactHtml: '',
  poweredBy: '',
  timeZone: 'Asia/Kolkata',
  year: 2026,
};

let build: Awaited<ReturnType<typeof fakeWebBuild>>;
let app: FastifyInstance;
let organisation: ServedOrganisation;

beforeAll(async () => {
  build = await fakeWebBuild(template, fakePrerenderer);
});

afterAll(() => build.remove());

beforeEach(async () => {
  organisation = demo;
  app = Fastify();
  await app.register(cookie);
  await installWebApp(app, build.webFolder, { servedOrganisation: async () => organisation });
  await app.ready();
});

afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET / for a visitor without a session', () => {
  it('is the landing page prerendered for the organisation, not cached by the browser', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(response.body).toContain('<div id="root">Demo University en render');
  });

  it("is in the visitor's language: their stored choice first, else their browser's", async () => {
    expect((await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).body).toContain('Demo University fr');
    const chosen = await get('/', { 'accept-language': 'fr-FR', cookie: 'aula.language=en' });
    expect(chosen.body).toContain('Demo University en');
  });

  it('is rendered once per organisation record and language, then served from memory', async () => {
    const first = (await get('/')).body;
    expect((await get('/')).body).toBe(first);
    organisation = { ...demo, name: 'Renamed University' };
    expect((await get('/')).body).toContain('<div id="root">Renamed University en render');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Demo University en');
  });

  it('is the plain page when prerendering fails, never an error', async () => {
    organisation = { ...demo, name: 'Broken' };
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(template);
  });
});

describe('the plain page (the app decides what to show)', () => {
  it('answers a visitor with a session cookie, who may be signed in', async () => {
    const response = await get('/', { cookie: `${sessionCookieName}=anything` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(template);
  });

  it('answers an address with a query, which the prerendered page may not match (?dialog=login)', async () => {
    expect((await get('/?dialog=login')).body).toBe(template);
  });

  it('answers every other page address; unknown API calls and assets stay 404', async () => {
    expect((await get('/myPrograms')).body).toBe(template);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/missing')).statusCode).toBe(404);
  });
});

describe('a build without the prerenderer', () => {
  it('serves the plain page at /', async () => {
    const plain = Fastify();
    await plain.register(cookie);
    const plainBuild = await fakeWebBuild(template, null);
    await installWebApp(plain, plainBuild.webFolder, { servedOrganisation: async () => demo });
    const response = await plain.inject({ method: 'GET', url: '/' });
    expect(response.body).toBe(template);
    await plain.close();
    await plainBuild.remove();
  });
});
