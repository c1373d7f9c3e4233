import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock.ts';
import { CacheRegistry, type ReadCacheSpec } from './cache-registry.ts';
import type { Database, Db } from './db.ts';

/** A database's listening as the registry sees it: the test says when listening starts and what is announced. */
function fakeListening() {
  const channels = new Map<string, { onNotify(payload: string): void; onListen(): void }>();
  const listens: string[] = [];
  const notified: Array<[string, string]> = [];
  const listen: Database['listen'] = async (channel, onNotify, onListen) => {
    listens.push(channel);
    channels.set(channel, { onNotify, onListen });
    return async () => {
      channels.delete(channel);
    };
  };
  // announce() sends pg_notify through the handle; the test only counts it.
  const db = { execute: async () => notified.push(['sent', '']) } as unknown as Db;
  return { channels, listens, listen, db, notified };
}

const contentSpec = (name: string): ReadCacheSpec => ({ name, ttlMs: 60_000, clearedBy: 'content' });

describe("the app's cache registry", () => {
  it('listens once per channel and clears every cache registered on it when anything is announced', async () => {
    const fake = fakeListening();
    const registry = new CacheRegistry({ db: fake.db, clock: createTestClock(), listen: fake.listen });
    const courses = registry.cache<string>(contentSpec('courses'));
    const zones = registry.cache<string>(contentSpec('zones'));
    await Promise.resolve();
    expect(fake.listens).toEqual(['content']);
    fake.channels.get('content')?.onListen();
    await courses.get('c', async () => 'old course');
    await zones.get('z', async () => 'old zone');
    fake.channels.get('content')?.onNotify('AULA');
    expect(await courses.get('c', async () => 'new course')).toBe('new course');
    expect(await zones.get('z', async () => 'new zone')).toBe('new zone');
  });

  it('keeps nothing a cache reads before its channel is listened on, and clears all when listening restarts', async () => {
    const fake = fakeListening();
    const registry = new CacheRegistry({ db: fake.db, clock: createTestClock(), listen: fake.listen });
    const spec = contentSpec('courses');
    const courses = registry.cache<string>(spec);
    await courses.get('c', async () => 'read before listening');
    expect(await courses.get('c', async () => 'read again')).toBe('read again');
    fake.channels.get('content')?.onListen();
    await courses.get('c', async () => 'kept');
    expect(await registry.cache<string>(spec).get('c', async () => 'not read')).toBe('kept');
    fake.channels.get('content')?.onListen(); // the connection came back: announcements may have been lost
    expect(await courses.get('c', async () => 'read after the restart')).toBe('read after the restart');
  });

  it("forgets one part of a cache for an announcement that names it, and tells this server's subscribers at once", async () => {
    const fake = fakeListening();
    const registry = new CacheRegistry({ db: fake.db, clock: createTestClock(), listen: fake.listen });
    const decisions = registry.cache<string>({
      ...contentSpec('decisions'),
      forgottenBy: { channel: 'accounts', keyPrefixOf: (payload) => `${payload}/` },
    });
    await Promise.resolve();
    expect(fake.listens).toEqual(['content', 'accounts']);
    fake.channels.get('content')?.onListen();
    fake.channels.get('accounts')?.onListen();
    await decisions.get('u1/exam', async () => 'u1 refused');
    await decisions.get('u2/exam', async () => 'u2 allowed');
    await registry.announce('accounts', 'u1');
    expect(fake.notified).toHaveLength(1);
    expect(await decisions.get('u1/exam', async () => 'u1 allowed')).toBe('u1 allowed');
    expect(await decisions.get('u2/exam', async () => 'not read')).toBe('u2 allowed');
  });

  it('tries a channel again at the next use of its cache when listening failed', async () => {
    const fake = fakeListening();
    let failures = 1;
    const listen: Database['listen'] = (channel, onNotify, onListen) =>
      failures-- > 0
        ? Promise.reject(new Error('connection refused'))
        : fake.listen(channel, onNotify, onListen);
    const registry = new CacheRegistry({ db: fake.db, clock: createTestClock(), listen });
    const spec = contentSpec('courses');
    registry.cache<string>(spec);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.listens).toEqual([]);
    registry.cache<string>(spec);
    await Promise.resolve();
    expect(fake.listens).toEqual(['content']);
  });
});
