import type { HallTicketExam } from '@aula/contract/staff-hall-tickets';
import { staffMessages } from '@aula/contract/staff-messages';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import { hallTickets } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit, type StaffChange } from '../audit/index.ts';
import { templateParts } from '../certificates/index.ts';
import { hallTicketKey } from './hall-ticket-key.ts';
import { renderHallTicketPdf } from './hall-ticket-pdf.ts';

/** "12 June 2027" from 2027-06-12. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A generated ticket's stored name: one per exam day, so generating again for that day replaces it. */
export function generatedTicketName(date: string): string {
  return `hall-ticket-${date}.pdf`;
}

/**
 * Renders and issues a PDF hall ticket for every learner enrolled in the batch (the batch policy has
 * checked it is the admin's organisation's), from their account's name and e-mail, their enrolment's
 * USN, the programme and batch, the exam given, and the certificate template's logo. Audited as one
 * line for the batch.
 */
export async function generateHallTickets(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  exam: HallTicketExam,
  change: StaffChange,
): Promise<{ generated: number }> {
  const [batch] = await db
    .select({
      title: batches.title,
      pname: programs.pname,
      details: programs.details,
      profile: organisations.profile,
    })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .innerJoin(organisations, eq(organisations.oid, batches.oid))
    .where(and(eq(batches.oid, actor.oid), eq(batches.bpid, exam.bpid)));
  if (!batch) throw new AppError('NOT_FOUND', staffMessages.noSuchBatch, { bpid: 'no such batch' });
  const learners = await db
    .select({ userId: users.id, eid: users.eid, name: users.name, email: users.email, usn: enrolments.usn })
    .from(enrolments)
    .innerJoin(users, and(eq(users.oid, enrolments.oid), eq(users.eid, enrolments.eid)))
    .where(and(eq(enrolments.oid, actor.oid), eq(enrolments.bpid, exam.bpid)))
    .orderBy(asc(users.name), asc(users.eid));
  const { logo } = await templateParts(db, files, actor.oid);
  const hallticketName = generatedTicketName(exam.date);
  const common = {
    organisation: batch.profile.name,
    logo,
    programme: batch.details.ptitle ?? batch.pname.replace(/<[^>]*>/g, ''),
    batch: batch.title,
    exam: exam.exam,
    centre: exam.centre,
    date: longDate(exam.date),
    time: exam.time,
  };
  for (const learner of learners) {
    const pdf = await renderHallTicketPdf({
      ...common,
      learnerName: learner.name,
      email: learner.email,
      usn: learner.usn,
    });
    const fileKey = hallTicketKey(actor.oid, exam.bpid, learner.userId, hallticketName);
    await files.put(fileKey, pdf, 'application/pdf');
    await db
      .insert(hallTickets)
      .values({
        oid: actor.oid,
        eid: learner.eid,
        bpid: exam.bpid,
        hallticketName,
        fileKey,
        contentType: 'application/pdf',
      })
      .onConflictDoUpdate({
        target: [hallTickets.oid, hallTickets.eid, hallTickets.bpid, hallTickets.hallticketName],
        set: { fileKey, contentType: 'application/pdf', createdAt: change.at },
      });
  }
  const { oid: _oid, bpid: _bpid, ...printed } = exam;
  await recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    action: 'hallTickets.generate',
    subjectKind: 'batch',
    subjectId: exam.bpid,
    after: { ...printed, hallticketName, generated: learners.length },
    ip: change.ip,
    at: change.at,
  });
  return { generated: learners.length };
}
