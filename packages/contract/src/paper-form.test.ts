import { describe, expect, it } from 'vitest';
import { blankPaperForm, isMauritian, latestDob, type PaperForm, paperFormSchema } from './paper-form.ts';

const today = '2026-11-27';

/** A form that passes every check on `today`. */
function completeForm(): PaperForm {
  const form = blankPaperForm();
  form.tenth.subjects[0] = { subject: 'Mathematics', grade: 'A' };
  form.twelfth.subjects[0] = { subject: 'Biology', grade: 'B' };
  return {
    ...form,
    profilePhoto: '1234-photo.png',
    firstName: 'Ama',
    email: 'ama@example.test',
    appTitle: 'Miss',
    phoneNo: '2305123456',
    nic: 'O1203011234567',
    nationality: 'Mauritian',
    address: 'Royal Road, Curepipe',
    dob: '2001-03-14',
    agreementName: 'Ama Owusu',
    tenth: { ...form.tenth, year: '2016', regNo: 'SC-1234' },
    twelfth: { ...form.twelfth, year: '2018', regNo: 'HSC-5678' },
    Signature: '2345-signature.png',
    tenthdoc: '3456-tenth.png',
    tweledoc: '4567-twelfth.png',
    idproofdoc: '5678-id.png',
    todaydate: today,
  };
}

/** Each check of spec 3 §5 as a change that makes it fail, with the message it must give, in order. */
const failures: [string, (form: PaperForm) => void][] = [
  [
    'Please select Profile photo',
    (f) => {
      f.profilePhoto = '';
    },
  ],
  [
    'Name cannot be empty',
    (f) => {
      f.firstName = '  ';
    },
  ],
  [
    '*Please enter valid email-ID.',
    (f) => {
      f.email = 'ama@example';
    },
  ],
  [
    'Please choose a title',
    (f) => {
      f.appTitle = '';
    },
  ],
  [
    'Phone number cannot be empty',
    (f) => {
      f.phoneNo = '';
    },
  ],
  [
    'NIC number cannot be empty',
    (f) => {
      f.nic = '';
    },
  ],
  [
    'Please enter nationality',
    (f) => {
      f.nationality = '';
    },
  ],
  [
    'Please enter address',
    (f) => {
      f.address = '';
    },
  ],
  [
    'Please select DOB',
    (f) => {
      f.dob = '';
    },
  ],
  [
    'Please enter declaration applicant fields',
    (f) => {
      f.agreementName = '';
    },
  ],
  [
    'Please enter 10th Standard year',
    (f) => {
      f.tenth.year = '';
    },
  ],
  [
    'Please enter 10th Standard registration No',
    (f) => {
      f.tenth.regNo = '';
    },
  ],
  [
    'Please enter 10th Standard subjects',
    (f) => {
      f.tenth.subjects[0] = { subject: '', grade: f.tenth.subjects[0]?.grade ?? '' };
    },
  ],
  [
    'Please enter 10th Standard grades',
    (f) => {
      f.tenth.subjects[0] = { subject: f.tenth.subjects[0]?.subject ?? '', grade: '' };
    },
  ],
  [
    'Please enter 12th Standard year',
    (f) => {
      f.twelfth.year = '';
    },
  ],
  [
    'Please enter 12th Standard registration No',
    (f) => {
      f.twelfth.regNo = '';
    },
  ],
  [
    'Please enter 12th Standard subjects',
    (f) => {
      f.twelfth.subjects[0] = { subject: '', grade: f.twelfth.subjects[0]?.grade ?? '' };
    },
  ],
  [
    'Please enter 12th Standard grades',
    (f) => {
      f.twelfth.subjects[0] = { subject: f.twelfth.subjects[0]?.subject ?? '', grade: '' };
    },
  ],
  [
    'Please select Signature file',
    (f) => {
      f.Signature = '';
    },
  ],
  [
    'Please select 10th certificate',
    (f) => {
      f.tenthdoc = '';
    },
  ],
  [
    'Please select 12th certificate',
    (f) => {
      f.tweledoc = '';
    },
  ],
  [
    'Please select ID proof file',
    (f) => {
      f.idproofdoc = '';
    },
  ],
];

function issuesOf(form: PaperForm) {
  return paperFormSchema(today).safeParse(form).error?.issues ?? [];
}

describe('the paper-style form submit (spec 3 §5)', () => {
  it('accepts a complete form', () => {
    expect(issuesOf(completeForm())).toEqual([]);
  });

  it.each(failures.map(([message], index) => [index + 1, message] as const))(
    'check %i: "%s" is the first failure while every later check fails too',
    (position) => {
      const form = structuredClone(completeForm());
      for (const [, breakIt] of failures.slice(position - 1)) breakIt(form);
      const issues = issuesOf(form);
      expect(issues).toHaveLength(1);
      expect(issues[0]?.message).toBe(failures[position - 1]?.[0]);
    },
  );

  it('reports each failure at its field', () => {
    const form = completeForm();
    form.tenth.subjects[0] = { subject: 'Mathematics', grade: '' };
    expect(issuesOf(form)[0]?.path).toEqual(['tenth', 'subjects', 0, 'grade']);
  });

  it('takes a blank e-mail (it is filled from the account) but not a malformed one', () => {
    expect(issuesOf({ ...completeForm(), email: '' })).toEqual([]);
    expect(issuesOf({ ...completeForm(), email: 'ama @example.test' })[0]?.message).toBe(
      '*Please enter valid email-ID.',
    );
  });

  it('wants a date of birth at least 10 years back, after the fourteen checks', () => {
    expect(latestDob(today)).toBe('2016-11-27');
    expect(issuesOf({ ...completeForm(), dob: '2016-11-27' })).toEqual([]);
    const young = { ...completeForm(), dob: '2016-11-28' };
    expect(issuesOf(young)[0]?.message).toBe('Date of birth must be at least 10 years ago');
    expect(issuesOf({ ...young, idproofdoc: '' })[0]?.message).toBe('Please select ID proof file');
  });

  it('wants the signature date today or later', () => {
    expect(issuesOf({ ...completeForm(), todaydate: '2026-11-26' })[0]?.message).toBe(
      'The date cannot be before today',
    );
    expect(issuesOf({ ...completeForm(), todaydate: '' })[0]?.message).toBe('Please select the date');
    expect(issuesOf({ ...completeForm(), todaydate: '2026-11-28' })).toEqual([]);
  });

  it('refuses a programme both full-time and part-time', () => {
    const form = completeForm();
    form.programmeTable[0] = { title: 'x', ftime: 'yes', ptime: 'yes' };
    expect(issuesOf(form)[0]?.message).toBe('Choose full-time or part-time, not both');
  });

  it('holds each table at the spec number of rows', () => {
    const form = blankPaperForm();
    expect([form.tenth.subjects, form.gceO.subjects, form.twelfth.subjects].map((r) => r.length)).toEqual([
      8, 8, 4,
    ]);
    expect(
      [form.twelfth.subsidiary, form.gceA.subjects, form.other, form.postgraduate].map((r) => r.length),
    ).toEqual([3, 4, 3, 3]);
    expect(paperFormSchema(today).safeParse({ ...completeForm(), other: [] }).success).toBe(false);
  });
});

describe('the paper-style form sections', () => {
  it('shows section D to Mauritian nationals only', () => {
    expect(isMauritian(' mauritian ')).toBe(true);
    expect(isMauritian('Mauritius')).toBe(true);
    expect(isMauritian('Ghanaian')).toBe(false);
  });
});
