import { describe, expect, it } from 'vitest';
import { cachesOf } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import { CONTENT_CHANGED_CHANNEL, changeContent } from './content-changed.ts';

/** A handle whose transactions run their callback and commit when it returns (or roll back when it throws). */
function fakeDatabase(): Db {
  return { transaction: async (change: (tx: Db) => Promise<unknown>) => change({} as Db) } as unknown as Db;
}

/** A fake handle, and what this server's caches hear on the content channel. */
async function databaseHeard(): Promise<{ db: Db; heard: string[] }> {
  const db = fakeDatabase();
  const heard: string[] = [];
  await cachesOf(db).subscribe(CONTENT_CHANGED_CHANNEL, {
    onNotify: (payload) => heard.push(payload),
    onListen: () => {},
  });
  return { db, heard };
}

describe('a content change', () => {
  it("is forgotten by this server's caches once it commits, without waiting for NOTIFY", async () => {
    const { db, heard } = await databaseHeard();
    const result = await changeContent(db, 'ORG', async () => {
      // Not before the commit: a read meanwhile would see the rows the change is replacing.
      expect(heard).toEqual([]);
      return 'written';
    });
    expect(result).toBe('written');
    expect(heard).toEqual(['ORG']);
  });

  it('is not forgotten when the change rolls back', async () => {
    const { db, heard } = await databaseHeard();
    await expect(
      changeContent(db, 'ORG', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });
});
