import { describe, expect, it } from 'vitest';
import type { QueuedSave } from '../api/update-assessment.ts';
import { withExitCopy } from './exit-copy.ts';

const save = (seq: number, selected: number): QueuedSave => ({
  seq,
  response: [{ iid: 'q1', selected: [selected] }],
  status: 0,
});

describe("the device's record with the tab's copy over it", () => {
  it('is the record alone when the tab kept no copy', () => {
    const stored = { seq: 2, pending: [save(2, 1)], draft: [] };
    expect(withExitCopy(stored, null)).toBe(stored);
  });

  it('is the whole copy when the page went before its last writes reached the record', () => {
    const copy = { seq: 3, pending: [save(2, 1), save(3, 2)], draft: [{ iid: 'q2', selected: [0] }] };
    expect(withExitCopy({ seq: 2, pending: [save(2, 1)], draft: [] }, copy)).toBe(copy);
    expect(withExitCopy(undefined, copy)).toBe(copy);
  });

  it('is the record when another tab has moved the queue on since the copy', () => {
    const stored = { seq: 5, pending: [save(5, 3)], draft: [] };
    expect(withExitCopy(stored, { seq: 3, pending: [save(3, 2)], draft: [] })).toBe(stored);
  });

  it("puts a draft-only copy's answers over the record's draft, after its saves", () => {
    const stored = {
      seq: 4,
      pending: [save(4, 1)],
      draft: [
        { iid: 'q1', selected: [2] },
        { iid: 'q3', selected: [1] },
      ],
    };
    expect(withExitCopy(stored, { draft: [{ iid: 'q1', selected: [3] }] })).toEqual({
      seq: 4,
      pending: [save(4, 1)],
      draft: [
        { iid: 'q3', selected: [1] },
        { iid: 'q1', selected: [3] },
      ],
    });
  });
});
