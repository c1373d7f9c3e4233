import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock.ts';
import { ReadCache } from './read-cache.ts';

/** A read whose promise the test settles when it wants, and a count of the reads begun. */
function controlledReads<T>() {
  const pending: Array<{ resolve(value: T): void; reject(error: Error): void }> = [];
  return {
    read: () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    pending,
  };
}

describe('a read cache', () => {
  it("trusts a value for its time to live on the app's clock, then reads again", async () => {
    const clock = createTestClock();
    clock.set(new Date('2026-11-28T10:00:00Z'));
    const cache = new ReadCache<number>({ ttlMs: 5_000, clock });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('A', read)).toBe(1);
    expect(await cache.get('B', read)).toBe(2);
    clock.set(new Date('2026-11-28T10:00:04.999Z'));
    expect(await cache.get('A', read)).toBe(1);
    clock.set(new Date('2026-11-28T10:00:05Z'));
    expect(await cache.get('A', read)).toBe(3);
    // A clock moved back trusts nothing read "later".
    clock.set(new Date('2026-11-28T09:00:00Z'));
    expect(await cache.get('A', read)).toBe(4);
  });

  it('spread, trusts each entry read together for between half its time to live and all of it', async () => {
    const clock = createTestClock();
    clock.set(new Date('2026-11-28T10:00:00Z'));
    const cache = new ReadCache<string>({ ttlMs: 30_000, clock, spread: true });
    const keys = Array.from({ length: 200 }, (_, index) => `learner-${index}`);
    const readsAt = async (at: string) => {
      clock.set(new Date(at));
      let reads = 0;
      for (const key of keys) await cache.get(key, async () => `${key} ${++reads}`);
      return reads;
    };
    expect(await readsAt('2026-11-28T10:00:00Z')).toBe(200);
    expect(await readsAt('2026-11-28T10:00:14.999Z')).toBe(0);
    // Between half and all of the time to live, some are read again, not all at once.
    const meanwhile = await readsAt('2026-11-28T10:00:22.500Z');
    expect(meanwhile).toBeGreaterThan(40);
    expect(meanwhile).toBeLessThan(160);
  });

  it('shares one read between calls that arrive together', async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, clock: createTestClock() });
    const { read, pending } = controlledReads<string>();
    const calls = [1, 2, 3].map(() => cache.get('A', read));
    expect(pending).toHaveLength(1);
    pending[0]?.resolve('read once');
    expect(await Promise.all(calls)).toEqual(['read once', 'read once', 'read once']);
  });

  it('runs a lazy query once for every caller, though it runs each time it is awaited', async () => {
    let runs = 0;
    // As a Drizzle query: nothing runs until it is awaited, and every await runs the SQL again.
    const lazyQuery: PromiseLike<string[]> = {
      // biome-ignore lint/suspicious/noThenProperty: the test needs a thenable that is not a promise
      then(onFulfilled, onRejected) {
        runs += 1;
        return Promise.resolve([] as string[]).then(onFulfilled, onRejected);
      },
    };
    const cache = new ReadCache<string[]>({ ttlMs: 5_000, clock: createTestClock() });
    const reads = await Promise.all([1, 2, 3].map(() => cache.get('b1', () => lazyQuery)));
    await cache.get('b1', () => lazyQuery);
    expect(reads).toEqual([[], [], []]);
    expect(runs).toBe(1);
  });

  it('keeps no failure: the next call reads again', async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, clock: createTestClock() });
    await expect(cache.get('X', () => Promise.reject(new Error('unknown organisation')))).rejects.toThrow();
    expect(await cache.get('X', async () => 'found')).toBe('found');
  });

  it('does not keep a read that began before a clear, though its callers get it', async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, clock: createTestClock() });
    const { read, pending } = controlledReads<string>();
    const before = cache.get('A', read);
    cache.clear(); // the import commits while the read is on its way
    pending[0]?.resolve('before the import');
    expect(await before).toBe('before the import');
    expect(await cache.get('A', async () => 'after the import')).toBe('after the import');
  });

  it("forgets the keys of one prefix, and the reads in flight, but keeps the others'", async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, clock: createTestClock() });
    await cache.get('u1\u0000a', async () => 'u1 old');
    await cache.get('u2\u0000a', async () => 'u2 old');
    cache.forgetKeysStartingWith('u1\u0000');
    expect(await cache.get('u1\u0000a', async () => 'u1 new')).toBe('u1 new');
    expect(await cache.get('u2\u0000a', async () => 'u2 new')).toBe('u2 old');
  });

  it('keeps nothing while it may not, and drops the oldest entry beyond its bound', async () => {
    let keeps = false;
    const cache = new ReadCache<string>({
      ttlMs: 5_000,
      clock: createTestClock(),
      maxEntries: 2,
      keeps: () => keeps,
    });
    await cache.get('A', async () => 'first');
    expect(await cache.get('A', async () => 'second')).toBe('second');
    keeps = true;
    for (const key of ['A', 'B', 'C']) await cache.get(key, async () => `${key} kept`);
    expect(await cache.get('A', async () => 'A again')).toBe('A again');
    expect(await cache.get('C', async () => 'C again')).toBe('C kept');
  });

  it('reads an entry in use again before its trust ends, while calls meanwhile get the value it holds', async () => {
    const clock = createTestClock();
    clock.set(new Date('2026-11-28T10:00:00Z'));
    const cache = new ReadCache<string>({ ttlMs: 10_000, clock, refreshAheadMs: 3_000 });
    const { read, pending } = controlledReads<string>();
    const first = cache.get('A', read);
    pending[0]?.resolve('read at 10:00:00');
    expect(await first).toBe('read at 10:00:00');
    clock.set(new Date('2026-11-28T10:00:06.999Z'));
    expect(await cache.get('A', read)).toBe('read at 10:00:00');
    expect(pending).toHaveLength(1);
    // Within three seconds of its end: one reading again, and no call waits for it.
    clock.set(new Date('2026-11-28T10:00:07Z'));
    expect(await cache.get('A', read)).toBe('read at 10:00:00');
    expect(await cache.get('A', read)).toBe('read at 10:00:00');
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('read at 10:00:07');
    await Promise.resolve();
    clock.set(new Date('2026-11-28T10:00:09Z'));
    expect(await cache.get('A', read)).toBe('read at 10:00:07');
    // Trusted from the moment its reading began, not from when it came in.
    clock.set(new Date('2026-11-28T10:00:13.999Z'));
    expect(await cache.get('A', async () => 'not read')).toBe('read at 10:00:07');
    clock.set(new Date('2026-11-28T10:00:17Z'));
    expect(await cache.get('A', async () => 'read at 10:00:17')).toBe('read at 10:00:17');
  });

  it('keeps no reading again that began before the key was forgotten, nor a failed one', async () => {
    const clock = createTestClock();
    clock.set(new Date('2026-11-28T10:00:00Z'));
    const cache = new ReadCache<string>({ ttlMs: 10_000, clock, refreshAheadMs: 3_000 });
    const { read, pending } = controlledReads<string>();
    await cache.get('u1\u0000a', async () => 'before the grant');
    await cache.get('u2\u0000a', async () => 'u2 before');
    clock.set(new Date('2026-11-28T10:00:08Z'));
    expect(await cache.get('u1\u0000a', read)).toBe('before the grant');
    expect(await cache.get('u2\u0000a', read)).toBe('u2 before');
    cache.forgetKeysStartingWith('u1\u0000'); // a grant of extra time, while both readings are on their way
    pending[0]?.resolve('read before the grant');
    pending[1]?.reject(new Error('the database went away'));
    await Promise.resolve();
    expect(await cache.get('u1\u0000a', async () => 'after the grant')).toBe('after the grant');
    // The failed reading leaves the entry to its trust: no call reads it again before then.
    expect(await cache.get('u2\u0000a', read)).toBe('u2 before');
    expect(pending).toHaveLength(2);
    clock.set(new Date('2026-11-28T10:00:10Z'));
    expect(await cache.get('u2\u0000a', async () => 'u2 after')).toBe('u2 after');
  });
});
