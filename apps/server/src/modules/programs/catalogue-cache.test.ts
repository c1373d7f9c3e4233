import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache.ts';

describe('the catalogue cache', () => {
  it('answers from memory until the time is up, per organisation', async () => {
    let clock = 0;
    let loads = 0;
    const cached = createCatalogueCache<number>(5_000, () => clock);
    const load = async () => ++loads;
    expect(await cached('A', load)).toBe(1);
    expect(await cached('A', load)).toBe(1);
    expect(await cached('B', load)).toBe(2);
    clock = 4_999;
    expect(await cached('A', load)).toBe(1);
    clock = 5_000;
    expect(await cached('A', load)).toBe(3);
  });

  it('keeps no failure: the next call asks again', async () => {
    const cached = createCatalogueCache<string>(5_000, () => 0);
    await expect(cached('X', () => Promise.reject(new Error('unknown organisation')))).rejects.toThrow();
    expect(await cached('X', async () => 'found')).toBe('found');
  });

  it('shares one load between calls that arrive together', async () => {
    let loads = 0;
    const cached = createCatalogueCache<number>(5_000, () => 0);
    const results = await Promise.all([1, 2, 3].map(() => cached('A', async () => ++loads)));
    expect(results).toEqual([1, 1, 1]);
  });
});
