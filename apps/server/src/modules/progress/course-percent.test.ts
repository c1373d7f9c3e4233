import { describe, expect, it } from 'vitest';
import { nothingOff } from '../course/index.ts';
import { countableObjectIds, locateObject } from './course-objects.ts';
import { coursePercent, programPercent, tallyCourse } from './course-percent.ts';

describe('course progress', () => {
  const countable = ['a', 'b', 'c'];

  it('counts only completed objects that count towards the course', () => {
    const tally = tallyCourse(countable, new Set(['a', 'x']), 0);
    expect(tally).toEqual({ total: 3, done: 1 });
    expect(coursePercent(tally, 0)).toBe(33);
  });

  it('rounds down, so 100 means done', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `o${i}`);
    const tally = tallyCourse(many, new Set(many.slice(1)), 0);
    expect(coursePercent(tally, 0)).toBe(99);
  });

  it('treats a completed course (tp 2) as 100 whatever its objects say', () => {
    const tally = tallyCourse(countable, new Set(), 2);
    expect(tally).toEqual({ total: 3, done: 3 });
    expect(coursePercent(tally, 2)).toBe(100);
    expect(coursePercent({ total: 0, done: 0 }, 2)).toBe(100);
  });

  it('reads 0 for a course with nothing to do yet', () => {
    expect(coursePercent(tallyCourse([], new Set(), 0), 0)).toBe(0);
  });
});

describe('program progress', () => {
  it('weights courses by their number of objects', () => {
    expect(programPercent({ total: 10, done: 3 }, [50, 0])).toBe(30);
  });

  it('reads 100 only when every course taken is at 100', () => {
    expect(programPercent({ total: 2, done: 2 }, [100, 0])).toBe(99);
    expect(programPercent({ total: 2, done: 2 }, [100, 100])).toBe(100);
  });

  it('reads 0 without courses', () => {
    expect(programPercent({ total: 0, done: 0 }, [])).toBe(0);
  });
});

describe('course objects', () => {
  const details = {
    tdescription: '',
    references: [],
    videos: [],
    project: [],
    nuggets: [
      {
        nid: 'n1',
        unit: 'Unit 1',
        ntitle: 'First',
        nduration: 5,
        objects: [
          { oid: 'o1', otype: 'pdf' as const, otitle: 'Reading', ourl: 'a.pdf' },
          { oid: 'o2', otype: 'pdf' as const, otitle: 'Hidden', ourl: 'b.pdf' },
        ],
      },
      {
        nid: 'n2',
        unit: 'Unit 2',
        ntitle: 'Disabled',
        nduration: 5,
        objects: [{ oid: 'o3', otype: 'quiz' as const, otitle: 'Quiz' }],
      },
    ],
  };
  // The batch's switches: object o2 and nugget n2 off.
  const switches = { nuggetsOff: new Set(['n2']), objectsOff: new Set(['o2']) };

  it('leaves out what the admin switched off in the batch', () => {
    expect(countableObjectIds(details, switches)).toEqual(['o1']);
    expect(countableObjectIds(details, nothingOff)).toEqual(['o1', 'o2', 'o3']);
    expect(countableObjectIds(null, nothingOff)).toEqual([]);
  });

  it('finds an object with its unit and nugget', () => {
    expect(locateObject(details, 'o3')).toEqual({
      unit: 'Unit 2',
      ntitle: 'Disabled',
      otitle: 'Quiz',
      otype: 'quiz',
    });
    expect(locateObject(details, 'nope')).toBeUndefined();
  });
});
