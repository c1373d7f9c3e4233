import { describe, expect, it } from 'vitest';
import { choiceOfGrants, grantProblem, grantsOfChoice, noGrants } from './grant-choice.ts';

describe('the roles form', () => {
  it('makes one grant per programme or course in scope, or one for all of them', () => {
    expect(
      grantsOfChoice({
        ...noGrants,
        admin: true,
        counsellor: true,
        programmes: ['G1', 'D1'],
        instructor: true,
        courses: 'C-101, C-102 C-101',
      }),
    ).toEqual([
      { role: 'admin', scope: null },
      { role: 'counsellor', scope: 'G1' },
      { role: 'counsellor', scope: 'D1' },
      { role: 'instructor', scope: 'C-101' },
      { role: 'instructor', scope: 'C-102' },
    ]);
    expect(
      grantsOfChoice({ ...noGrants, counsellor: true, counsellorAll: true, programmes: ['G1'] }),
    ).toEqual([{ role: 'counsellor', scope: null }]);
    expect(grantsOfChoice({ ...noGrants, instructor: true })).toEqual([{ role: 'instructor', scope: null }]);
  });

  it('reads grants back into the form they came from', () => {
    const grants = [
      { role: 'counsellor' as const, scope: 'G1' },
      { role: 'instructor' as const, scope: 'C-101' },
    ];
    expect(grantsOfChoice(choiceOfGrants(grants))).toEqual(grants);
  });

  it('names what is missing', () => {
    expect(grantProblem(noGrants, { allowNone: false })).toBe('noRole');
    expect(grantProblem(noGrants, { allowNone: true })).toBeNull();
    expect(grantProblem({ ...noGrants, counsellor: true }, { allowNone: false })).toBe('noProgramme');
    expect(grantProblem({ ...noGrants, instructor: true, courses: 'C 1<' }, { allowNone: false })).toBe(
      'badCourse',
    );
  });
});
