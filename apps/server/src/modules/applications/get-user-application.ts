import { applicationDocumentNames } from '@aula/contract/application-form';
import type { getUserApplication } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertOwnAppid, findApplyBatch, findOwnApplication } from './application-batch.ts';
import { documentUrlsOf } from './application-files.ts';
import { applicantForm } from './application-form-of.ts';
import { savedSections } from './saved-sections.ts';

type Result = Output<typeof getUserApplication>;

/**
 * The spec's update-user-application, action 1: the learner's application to the batch with its saved
 * sections, short-lived addresses of their own documents, and their partner registration if any.
 */
export async function findUserApplication(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  body: Input<typeof getUserApplication>,
): Promise<Result> {
  const { details } = await findApplyBatch(db, user, body.bpid, body.pid);
  const { variant, registration } = await applicantForm(db, user, details);
  const row = await findOwnApplication(db, user, body.bpid);
  assertOwnAppid(row, body.appid);
  const evbabdata = registration
    ? {
        first_name: registration.firstName,
        last_name: registration.lastName,
        email: registration.email,
        learning_center: registration.learningCenter,
        learning_center_name: registration.learningCenterName,
      }
    : null;
  if (!row) {
    const empty = { generalinfo: null, education: null, uploaddoc: null, scholarship: null };
    return { applicationid: null, pstatus: 0, ...empty, documentUrls: {}, variant, evbabdata };
  }
  const sections = await savedSections(db, user.oid, row.applicationid);
  const documentUrls = await documentUrlsOf(
    files,
    user,
    body.bpid,
    applicationDocumentNames,
    sections.uploaddoc,
  );
  return {
    applicationid: row.applicationid,
    pstatus: row.pstatus,
    ...(sections as unknown as Pick<Result, 'generalinfo' | 'education' | 'uploaddoc' | 'scholarship'>),
    documentUrls,
    variant,
    evbabdata,
  };
}
