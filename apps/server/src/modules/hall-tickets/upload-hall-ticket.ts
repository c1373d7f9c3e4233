import { hallTicketMaxBytes } from '@aula/contract/hall-tickets';
import { hallTicketUploadType, hallTicketUploadTypes } from '@aula/contract/staff-hall-tickets';
import { staffMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { hallTickets } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit, type StaffChange } from '../audit/index.ts';
import { acceptStaffUpload, grantUpload, newStoredName } from '../uploads/index.ts';
import { hallTicketKey } from './hall-ticket-key.ts';

/** Ten minutes to send a file of at most 10 MB. */
const uploadSeconds = 10 * 60;

/** The learner's account when they are enrolled in the batch; else a 400 on `eid`. */
async function enrolledLearner(db: Db, oid: string, bpid: string, eid: string) {
  const [learner] = await db
    .select({ userId: users.id, eid: users.eid })
    .from(enrolments)
    .innerJoin(users, and(eq(users.oid, enrolments.oid), eq(users.eid, enrolments.eid)))
    .where(and(eq(enrolments.oid, oid), eq(enrolments.bpid, bpid), eq(enrolments.eid, eid.toLowerCase())))
    .limit(1);
  if (!learner) {
    throw new AppError('VALIDATION_FAILED', staffMessages.notEnrolledInBatch, {
      eid: 'not enrolled in the batch',
    });
  }
  return learner;
}

/** An upload is for one learner of one batch: a grant for another is not found. */
const scopeOf = (bpid: string, eid: string) => `${bpid}:${eid.toLowerCase()}`;

/** One upload address for a learner's hall ticket: PDF, PNG or JPEG by its name, within 10 MB. */
export async function presignHallTicket(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { bpid: string; eid: string; filename: string; size: number },
  now: Date,
) {
  await enrolledLearner(services.db, actor.oid, body.bpid, body.eid);
  const kind = hallTicketUploadType(body.filename);
  if (kind === null) {
    throw new AppError('VALIDATION_FAILED', staffMessages.hallTicketType, {
      filename: 'not a PDF, PNG or JPEG file',
    });
  }
  if (body.size > hallTicketMaxBytes) {
    throw new AppError('VALIDATION_FAILED', staffMessages.hallTicketTooLarge, {
      size: 'larger than 10 MB',
    });
  }
  const storedName = newStoredName(body.filename).replace(/[^A-Za-z0-9._-]/g, '_');
  const filetype = hallTicketUploadTypes[kind];
  const grant = await grantUpload(
    services,
    { oid: actor.oid, eid: actor.eid },
    {
      purpose: 'hall-ticket',
      scope: scopeOf(body.bpid, body.eid),
      storedName,
      contentType: filetype,
      size: body.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url: grant.url, filename: storedName, filetype, expiresIn: grant.expiresIn };
}

/**
 * Issues the admin's upload as the learner's hall ticket of the batch: its bytes must be a PDF, PNG or
 * JPEG within 10 MB (a refused file is deleted and named on `filename`). Audited.
 */
export async function saveHallTicket(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: { bpid: string; eid: string; filename: string },
  change: StaffChange,
): Promise<{ hallticketName: string }> {
  const { db } = services;
  const learner = await enrolledLearner(db, actor.oid, body.bpid, body.eid);
  const hallticketName = body.filename;
  const accepted = await acceptStaffUpload(
    services,
    actor,
    {
      purpose: 'hall-ticket',
      scope: scopeOf(body.bpid, learner.eid),
      storedName: body.filename,
      storedKey: hallTicketKey(actor.oid, body.bpid, learner.userId, hallticketName),
      rules: { maxBytes: hallTicketMaxBytes, kinds: ['pdf', 'png', 'jpg', 'jpeg'] },
      field: 'filename',
      refusal: (problem, reason) =>
        problem === 'missing'
          ? 'No file of yours was uploaded for this learner under that name: upload it again.'
          : `This is not a hall ticket file (PDF, PNG or JPEG of at most 10 MB): ${reason}`,
    },
    change.at,
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(hallTickets)
      .values({
        oid: actor.oid,
        eid: learner.eid,
        bpid: body.bpid,
        hallticketName,
        fileKey: accepted.fileKey,
        contentType: accepted.contentType,
      })
      .onConflictDoUpdate({
        target: [hallTickets.oid, hallTickets.eid, hallTickets.bpid, hallTickets.hallticketName],
        set: { fileKey: accepted.fileKey, contentType: accepted.contentType, createdAt: change.at },
      });
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'hallTickets.upload',
      subjectKind: 'account',
      subjectId: learner.eid,
      after: { bpid: body.bpid, hallticketName, contentType: accepted.contentType },
      ip: change.ip,
      at: change.at,
    });
  });
  return { hallticketName };
}
