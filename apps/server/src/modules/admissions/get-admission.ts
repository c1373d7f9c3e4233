import type { Output } from '@aula/contract/operation';
import type { getAdmission } from '@aula/contract/staff-admissions';
import { staffMessages } from '@aula/contract/staff-messages';
import { and, asc, eq } from 'drizzle-orm';
import { applicationDecisions } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { applicationFileKey, paperFormSection } from '../applications/index.ts';
import { findAdmission } from './admissions-query.ts';
import { documentKinds, originalName, savedDocuments, savedSectionsOf } from './application-documents.ts';
import { documentAddresses } from './document-address.ts';
import { filledSections } from './filled-sections.ts';
import { isReturnable } from './returnable.ts';

type Result = Output<typeof getAdmission>;

/** The decisions taken on an application, oldest first (the newest is last). */
export async function decisionsOf(db: Db, oid: string, applicationid: string) {
  const rows = await db
    .select()
    .from(applicationDecisions)
    .where(and(eq(applicationDecisions.oid, oid), eq(applicationDecisions.applicationid, applicationid)))
    .orderBy(asc(applicationDecisions.decidedAt), asc(applicationDecisions.id));
  return rows.map((row) => ({
    decision: row.decision,
    message: row.message,
    byName: row.decidedByName,
    at: row.decidedAt.toISOString(),
  }));
}

/**
 * One application for the counsellor (already authorised by the application policy): every section as
 * the applicant filled it, its documents at addresses that open for this session only, its decisions
 * and the version a decision must name.
 */
export async function findAdmissionDetail(
  db: Db,
  actor: SessionUser,
  applicationid: string,
  now: Date,
): Promise<Result> {
  const admission = await findAdmission(db, actor.oid, applicationid);
  if (!admission)
    throw new AppError('NOT_FOUND', staffMessages.noSuchApplication, { applicationid: 'not found' });
  const { version, applicantUserId, ...row } = admission;
  const saved = await savedSectionsOf(db, actor.oid, applicationid);
  const documents = savedDocuments(saved);
  const keyOf = (storedName: string) =>
    applicantUserId === null
      ? ''
      : applicationFileKey({ oid: actor.oid, userId: applicantUserId }, row.bpid, storedName);
  const kinds = await documentKinds(
    db,
    documents.map((document) => keyOf(document.storedName)).filter((key) => key !== ''),
  );
  return {
    application: {
      ...row,
      version,
      sections: filledSections(saved, paperFormSection),
      documents:
        applicantUserId === null
          ? []
          : documents.map(({ field, storedName }) => ({
              field,
              name: originalName(storedName),
              type: kinds.get(keyOf(storedName)) ?? 'other',
              url: documentAddresses.address(actor.sessionId, [applicationid, field], now),
            })),
      decisions: await decisionsOf(db, actor.oid, applicationid),
      returnable: isReturnable(row.formVariant),
    },
  };
}
