import { describe, expect, it } from 'vitest';
import { BATCHES_IN_FLIGHT, MAX_BATCH, SaveBatches } from './save-batches.ts';

interface Item {
  attempt: string;
  seq: number;
}

/** Statements that finish only when the test says so, as PostgreSQL's commits finish when they do. */
function statements() {
  const sent: { items: readonly Item[]; finish(): void; fail(): void }[] = [];
  const batches = new SaveBatches<Item, string | null>({
    keyOf: (item) => item.attempt,
    write: (items) =>
      new Promise((resolve, reject) => {
        sent.push({
          items,
          finish: () => resolve(items.map((item) => `${item.attempt}#${item.seq}`)),
          fail: () => reject(new Error('deadlock detected')),
        });
      }),
    whenBatchFailed: null,
  });
  return { sent, batches };
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('save batches', () => {
  it('sends the saves that arrive while statements are on their way as one statement', async () => {
    const { sent, batches } = statements();
    const first = Array.from({ length: BATCHES_IN_FLIGHT }, (_, index) =>
      batches.save({ attempt: `a${index}`, seq: 1 }),
    );
    const later = ['b', 'c', 'd'].map((attempt) => batches.save({ attempt, seq: 1 }));
    expect(sent.map(({ items }) => items.length)).toEqual(Array(BATCHES_IN_FLIGHT).fill(1));

    sent[0]?.finish();
    expect(await first[0]).toBe('a0#1');
    await settle();
    expect(sent[BATCHES_IN_FLIGHT]?.items.map((item) => item.attempt)).toEqual(['b', 'c', 'd']);
    // Nobody hears back before the statement holding their save has finished.
    let answered = false;
    void Promise.all(later).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    sent[BATCHES_IN_FLIGHT]?.finish();
    expect(await Promise.all(later)).toEqual(['b#1', 'c#1', 'd#1']);
  });

  it('never puts two saves of one attempt in one batch, nor in two at once, and keeps their order', async () => {
    const { sent, batches } = statements();
    const saves = [1, 2, 3].map((seq) => batches.save({ attempt: 'a', seq }));
    const other = batches.save({ attempt: 'b', seq: 1 });
    // 'a' #1 is on its way; 'b' may go beside it, 'a' #2 may not.
    expect(sent.map(({ items }) => items)).toEqual([[{ attempt: 'a', seq: 1 }], [{ attempt: 'b', seq: 1 }]]);
    sent[1]?.finish();
    await settle();
    expect(sent).toHaveLength(2);
    sent[0]?.finish();
    await settle();
    expect(sent[2]?.items).toEqual([{ attempt: 'a', seq: 2 }]);
    sent[2]?.finish();
    await settle();
    expect(sent[3]?.items).toEqual([{ attempt: 'a', seq: 3 }]);
    sent[3]?.finish();
    expect(await Promise.all([...saves, other])).toEqual(['a#1', 'a#2', 'a#3', 'b#1']);
  });

  it(`sends at most ${MAX_BATCH} saves in one statement`, async () => {
    const { sent, batches } = statements();
    for (let index = 0; index < BATCHES_IN_FLIGHT + MAX_BATCH + 1; index += 1) {
      void batches.save({ attempt: `a${index}`, seq: 1 });
    }
    for (const statement of sent.slice(0, BATCHES_IN_FLIGHT)) statement.finish();
    await settle();
    expect(sent.slice(BATCHES_IN_FLIGHT).map(({ items }) => items.length)).toEqual([MAX_BATCH, 1]);
  });

  it('lets each save of a failed batch be made on its own; a save alone hears the error', async () => {
    const { sent, batches } = statements();
    const alone = batches.save({ attempt: 'a', seq: 1 });
    const beside = batches.save({ attempt: 'b', seq: 1 });
    const batched = ['c', 'd'].map((attempt) => batches.save({ attempt, seq: 1 }));
    sent[0]?.fail();
    await expect(alone).rejects.toThrow('deadlock detected');
    await settle();
    sent[2]?.fail();
    expect(await Promise.all(batched)).toEqual([null, null]);
    sent[1]?.finish();
    expect(await beside).toBe('b#1');
  });
});
