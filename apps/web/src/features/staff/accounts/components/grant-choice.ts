import type { StaffGrant } from '../../staff-roles.ts';

/** The roles form's state: which roles are ticked, and each one's scope. */
export interface GrantChoice {
  admin: boolean;
  counsellor: boolean;
  /** Every programme, or the ones picked. */
  counsellorAll: boolean;
  programmes: string[];
  instructor: boolean;
  /** Course ids separated by commas or spaces; none means every course. */
  courses: string;
}

export const noGrants: GrantChoice = {
  admin: false,
  counsellor: false,
  counsellorAll: false,
  programmes: [],
  instructor: false,
  courses: '',
};

/** What the form is missing before it can be sent, if anything. */
export type GrantProblem = 'noRole' | 'noProgramme' | 'badCourse' | null;

const idPattern = /^[A-Za-z0-9._:@-]{1,64}$/;

function courseIds(courses: string): string[] {
  return [...new Set(courses.split(/[\s,]+/).filter((id) => id !== ''))];
}

/** The grants a choice makes: one per programme or course in scope, or one for all of them. */
export function grantsOfChoice(choice: GrantChoice): StaffGrant[] {
  const grants: StaffGrant[] = [];
  if (choice.admin) grants.push({ role: 'admin', scope: null });
  if (choice.counsellor) {
    if (choice.counsellorAll) grants.push({ role: 'counsellor', scope: null });
    else for (const pid of choice.programmes) grants.push({ role: 'counsellor', scope: pid });
  }
  if (choice.instructor) {
    const courses = courseIds(choice.courses);
    if (courses.length === 0) grants.push({ role: 'instructor', scope: null });
    else for (const id of courses) grants.push({ role: 'instructor', scope: id });
  }
  return grants;
}

/** A member's grants as the form shows them. */
export function choiceOfGrants(grants: readonly StaffGrant[]): GrantChoice {
  const counsellor = grants.filter((grant) => grant.role === 'counsellor');
  const instructor = grants.filter((grant) => grant.role === 'instructor');
  return {
    admin: grants.some((grant) => grant.role === 'admin'),
    counsellor: counsellor.length > 0,
    counsellorAll: counsellor.some((grant) => grant.scope === null),
    programmes: counsellor.flatMap((grant) => (grant.scope === null ? [] : [grant.scope])),
    instructor: instructor.length > 0,
    courses: instructor.some((grant) => grant.scope === null)
      ? ''
      : instructor.flatMap((grant) => (grant.scope === null ? [] : [grant.scope])).join(', '),
  };
}

/** Checks a choice; `allowNone` for an edit, where no role at all removes the member's staff access. */
export function grantProblem(choice: GrantChoice, { allowNone }: { allowNone: boolean }): GrantProblem {
  if (!choice.admin && !choice.counsellor && !choice.instructor && !allowNone) return 'noRole';
  if (choice.counsellor && !choice.counsellorAll && choice.programmes.length === 0) return 'noProgramme';
  if (choice.instructor && !courseIds(choice.courses).every((id) => idPattern.test(id))) return 'badCourse';
  return null;
}
