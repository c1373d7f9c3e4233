import type { ApplicationFormKind } from '@aula/contract/application-form-kind';
import type { FormVariant } from '@aula/contract/application-form-variants';
import type { ProgramDetails } from '@aula/contract/content-bundle';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findOrganisation } from '../organisation/index.ts';
import { findPartnerRegistration, type PartnerRegistration } from '../scholarship/index.ts';

/** The form of a program: its own setting, else the organisation's, else the wizard. */
export function formOfProgram(
  details: Partial<Pick<ProgramDetails, 'applicationForm'>>,
  organisationForm: ApplicationFormKind | undefined,
): ApplicationFormKind {
  return details.applicationForm ?? organisationForm ?? 'wizard';
}

/** The form the organisation's programs take unless they name their own. */
export async function organisationForm(db: Db, oid: string): Promise<ApplicationFormKind | undefined> {
  return (await findOrganisation(db, oid)).applicationForm;
}

export interface ApplicantForm {
  variant: FormVariant;
  /** The learner's partner-portal registration, when their e-mail has one. */
  registration: PartnerRegistration | undefined;
}

/**
 * Which of the wizard's and the university form's rules an application to the program follows,
 * decided from the program's setting and the partner data, never from the body. A program that
 * takes the paper-style form is refused here: its applications go through that form's operations.
 */
export async function applicantForm(
  db: Db,
  user: SessionUser,
  details: Partial<Pick<ProgramDetails, 'applicationForm'>>,
): Promise<ApplicantForm> {
  const form = formOfProgram(details, await organisationForm(db, user.oid));
  if (form === 'paper') {
    throw new AppError('CONFLICT', 'This program takes the paper application form.', {
      bpid: 'takes the paper application form',
    });
  }
  const registration = await findPartnerRegistration(db, user.oid, user.eid);
  const variant = form === 'university' ? 'university' : registration ? 'preRegistered' : 'standard';
  return { variant, registration };
}
