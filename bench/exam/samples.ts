/**
 * Numbers a load process records as it goes (latencies, when each was due, send lags), in one buffer
 * sized at the start for every request of the plan. A growing array left its old copies (tens of
 * megabytes at 10,000 learners) to the garbage collector, whose full collections then paused the load
 * process every few seconds, and each pause counted in the latency of every answer that came during it.
 */
export class Samples {
  readonly #values: Float64Array;
  #count = 0;

  constructor(capacity: number) {
    this.#values = new Float64Array(capacity);
  }

  push(value: number): void {
    this.#values[this.#count] = value;
    this.#count += 1;
  }

  get length(): number {
    return this.#count;
  }

  /** The values recorded, in order (a view: sort a copy). */
  values(): Float64Array {
    return this.#values.subarray(0, this.#count);
  }
}

/** What a load records of each request answered: its latency, when it was due, and how late it went. */
export function loadRecordings(capacity: number) {
  return {
    latencies: new Samples(capacity),
    dueTimes: new Samples(capacity),
    sendLags: new Samples(capacity),
  };
}
