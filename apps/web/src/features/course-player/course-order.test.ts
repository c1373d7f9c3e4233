import { describe, expect, it } from 'vitest';
import type { UserCourseProgress } from './api/get-user-course-progress.ts';
import { refusalOf, startingObject } from './course-order.ts';

const object = (oid: string, op: 0 | 1 | 2, nenabled = true) => ({
  oid,
  otype: 'pdf' as const,
  otitle: oid,
  ourl: `${oid}.pdf`,
  nenabled,
  userOP: { op, timespent: 0 },
});

function course(overrides: Partial<UserCourseProgress> = {}): UserCourseProgress {
  return {
    bcid: 'b',
    bpid: 'p',
    pid: 'p',
    tid: 't',
    ttitle: 'Course',
    freenavigation: false,
    tp: 0,
    lastObjid: null,
    nuggets: [
      {
        nid: 'n1',
        unit: 'U1',
        ntitle: 'N1',
        nduration: 5,
        nenabled: true,
        objects: [object('a', 2), object('b', 1)],
      },
      {
        nid: 'n2',
        unit: 'U1',
        ntitle: 'N2',
        nduration: 5,
        nenabled: false,
        objects: [object('x', 0, false)],
      },
      { nid: 'n3', unit: 'U2', ntitle: 'N3', nduration: 5, nenabled: true, objects: [object('c', 0)] },
    ],
    ...overrides,
  };
}

const find = (c: UserCourseProgress, oid: string) => {
  const found = c.nuggets.flatMap((n) => n.objects).find((o) => o.oid === oid);
  if (!found) throw new Error(oid);
  return found;
};

describe('refusalOf', () => {
  it('blocks an object whose countable predecessor is not complete, skipping disabled units', () => {
    const c = course();
    expect(refusalOf(c, find(c, 'a'))).toBeNull();
    expect(refusalOf(c, find(c, 'b'))).toBeNull();
    expect(refusalOf(c, find(c, 'c'))).toBe('blocked');
    expect(refusalOf(c, find(c, 'x'))).toBe('disabled');
  });

  it('blocks nothing but disabled objects with free navigation', () => {
    const c = course({ freenavigation: true });
    expect(refusalOf(c, find(c, 'c'))).toBeNull();
    expect(refusalOf(c, find(c, 'x'))).toBe('disabled');
  });
});

describe('startingObject', () => {
  it('resumes where the learner was, else the first object they may still do', () => {
    expect(startingObject(course({ lastObjid: 'c' }))?.oid).toBe('c');
    expect(startingObject(course())?.oid).toBe('b');
  });
});
