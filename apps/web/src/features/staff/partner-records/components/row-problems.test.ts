import { describe, expect, it } from 'vitest';
import { rowProblems } from './row-problems.ts';

const row = { email: 'a@x.org', firstName: '', lastName: '', learningCenter: '', learningCenterName: '' };

describe('the problems of the rows', () => {
  it("splits each of the server's problems into its column and its message, as written", () => {
    expect(
      rowProblems([
        { ...row, line: 3, registeredOn: '', action: null, errors: ['email: Invalid email address'] },
        { ...row, line: 4, registeredOn: 'x', action: 'create', errors: [] },
        {
          ...row,
          line: 5,
          registeredOn: '',
          action: null,
          errors: ['registered_on: is not a day (YYYY-MM-DD)', 'A problem: of the whole row'],
        },
        { ...row, line: 6, registeredOn: '', action: null, errors: ['no column named'] },
      ]),
    ).toEqual([
      { id: '3-0', line: 3, email: 'a@x.org', field: 'email', message: 'Invalid email address' },
      {
        id: '5-0',
        line: 5,
        email: 'a@x.org',
        field: 'registered_on',
        message: 'is not a day (YYYY-MM-DD)',
      },
      { id: '5-1', line: 5, email: 'a@x.org', field: null, message: 'A problem: of the whole row' },
      { id: '6-0', line: 6, email: 'a@x.org', field: null, message: 'no column named' },
    ]);
  });
});
