import type { AdmissionForm } from '@aula/contract/staff-admissions';

/**
 * Only the wizard reopens an application for editing (spec 3 §2: "the form redirects unless pstatus is
 * 0 or 1 (the wizard also allows 5)"): the university and paper forms' applications are approved or
 * rejected, never returned to an applicant who could not change them.
 */
export function isReturnable(form: AdmissionForm): boolean {
  return form === 'standard' || form === 'preRegistered';
}
