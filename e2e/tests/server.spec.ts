import { operationPath } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { expect, test } from '@playwright/test';

interface OpenApiDocument {
  paths: Record<string, { post?: { operationId?: string } }>;
}

test('the API documentation lists every operation of the contract, and nothing else', async ({ request }) => {
  const response = await request.get('/api/docs');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as OpenApiDocument;
  const documented = Object.entries(document.paths)
    .map(([path, item]) => `${path} ${item.post?.operationId}`)
    .sort();
  const contract = Object.values(operations)
    .map((operation) => `${operationPath(operation.name)} ${operation.name}`)
    .sort();
  expect(documented).toEqual(contract);
});

test('liveness and readiness answer', async ({ request }) => {
  const live = await request.get('/healthz');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('hashed assets are cached for a year and sent as brotli to a browser that accepts it', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  // The largest script the page names (the entry itself is too small to be worth compressing).
  const named = [...(await index.text()).matchAll(/\s(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const sizes = await Promise.all(
    named.map(async (path) => ({ path, bytes: (await (await request.get(path ?? '')).body()).length })),
  );
  const script = sizes.sort((a, b) => b.bytes - a.bytes)[0]?.path;
  if (!script) throw new Error('index.html loads no script from /assets/');

  const compressed = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(compressed.status()).toBe(200);
  expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers()['content-type']).toMatch(/javascript/);

  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The brotli file is the same script: decoded, it matches the uncompressed one byte for byte.
  expect((await compressed.body()).equals(await plain.body())).toBe(true);
});
