/** Statements of batches on their way to the database at once; the others wait and grow. */
export const BATCHES_IN_FLIGHT = 2;
/** Saves in one statement at the most. */
export const MAX_BATCH = 100;

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface SaveBatchesOptions<Item, Result> {
  /** Items of one key never go in one batch, nor in two batches on their way at once. */
  keyOf(item: Item): string;
  /** Writes the batch in one statement and answers each item's result, in the batch's order. */
  write(items: readonly Item[]): Promise<Result[]>;
  /**
   * What each item of a batch of several answers when its statement failed. One statement is one
   * transaction, so a failed batch wrote nothing; each save can then be made on its own.
   */
  whenBatchFailed: Result;
}

/**
 * Group commit for answer saves (ADR 0054). Every save is a commit that waits for PostgreSQL to flush
 * its log to the disk; saves that arrive while BATCHES_IN_FLIGHT statements are on their way wait, and
 * go together as the next statement: one commit, one flush, for all of them. Each caller's promise
 * settles only when the statement holding its item has committed (or failed). Items of one key (one
 * learner's attempt) keep their order: a later one waits for the batch of the earlier one to finish.
 */
export class SaveBatches<Item, Result> {
  readonly #options: SaveBatchesOptions<Item, Result>;
  #waiting: Waiting<Item, Result>[] = [];
  #inFlight = 0;
  readonly #keysInFlight = new Set<string>();

  constructor(options: SaveBatchesOptions<Item, Result>) {
    this.#options = options;
  }

  save(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#send();
    });
  }

  #send(): void {
    while (this.#inFlight < BATCHES_IN_FLIGHT) {
      const batch = this.#take();
      if (batch.length === 0) return;
      this.#inFlight += 1;
      void this.#write(batch).finally(() => {
        this.#inFlight -= 1;
        for (const { item } of batch) this.#keysInFlight.delete(this.#options.keyOf(item));
        this.#send();
      });
    }
  }

  /** The oldest waiting items whose keys are free, one per key, at most MAX_BATCH. */
  #take(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const taken = new Set<string>();
    for (const waiting of this.#waiting) {
      const key = this.#options.keyOf(waiting.item);
      if (batch.length < MAX_BATCH && !this.#keysInFlight.has(key) && !taken.has(key)) {
        batch.push(waiting);
        taken.add(key);
      } else rest.push(waiting);
    }
    for (const key of taken) this.#keysInFlight.add(key);
    this.#waiting = rest;
    return batch;
  }

  async #write(batch: readonly Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.#options.write(batch.map(({ item }) => item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as Result);
    } catch (error) {
      for (const waiting of batch) {
        if (batch.length > 1) waiting.resolve(this.#options.whenBatchFailed);
        else waiting.reject(error);
      }
    }
  }
}
