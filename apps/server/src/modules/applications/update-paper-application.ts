import type { Input, Output } from '@aula/contract/operation';
import type { updatePaperApplication as operation } from '@aula/contract/paper-application';
import { isMauritian, type PaperForm, paperDocumentNames, paperFormSchema } from '@aula/contract/paper-form';
import { and, eq, sql } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { assertNotEnrolled, assertOwnAppid, findOwnApplication } from './application-batch.ts';
import { findPaperFormBatch } from './application-form-choice.ts';
import { createApplication } from './create-application.ts';
import { verifyPaperFile } from './paper-files.ts';
import { paperFormSection, savedPaperForm } from './paper-form-section.ts';
import { assertMove } from './status-transitions.ts';

type Services = Pick<AppServices, 'db' | 'files' | 'clock'>;

/**
 * The form as the server keeps it: the first programme row is the chosen programme, the e-mail the
 * session's, and answers that do not apply are dropped (payment for non-Mauritians, the other mode's
 * proof, an attestation file without its box ticked).
 */
function normalised(form: PaperForm, ptitle: string, email: string): PaperForm {
  const [first, ...others] = form.programmeTable;
  const paying = isMauritian(form.nationality);
  const mode = paying ? form.payMode : '';
  return {
    ...form,
    email,
    programmeTable: [{ ftime: '', ptime: '', ...first, title: ptitle }, ...others],
    payMode: mode,
    attachPaySlip: mode === 'online' ? form.attachPaySlip : '',
    bankDraftNo: mode === 'direct' ? form.bankDraftNo : '',
    attachDraft: mode === 'direct' ? form.attachDraft : '',
    attachAttest: form.englishAttest ? form.attachAttest : '',
  };
}

/**
 * Saves the paper-style form (spec 3 §2: saving sets status 2 and returns to the program list): the
 * spec's fourteen checks in order and the date rules against the university's today, the uploads
 * checked from their bytes, then the application moves to pstatus 2 along the status table. The
 * application is the session learner's own to that batch, whatever id the body holds.
 */
export async function updatePaperApplication(
  { db, files, clock }: Services,
  user: SessionUser,
  body: Input<typeof operation>,
): Promise<Output<typeof operation>> {
  const batch = await findPaperFormBatch(db, user, body.bpid, body.pid);
  await assertNotEnrolled(db, user, body.pid);
  const row = await findOwnApplication(db, user, body.bpid);
  assertOwnAppid(row, body.appid);
  assertMove('paperApplicant', row?.pstatus ?? null, body.pstatus);

  const now = clock.now();
  const parsed = paperFormSchema((await universityTimeOf(db, user.oid)).day(now)).safeParse(body.form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Invalid form';
    throw new AppError('VALIDATION_FAILED', message, {
      [['form', ...(issue?.path ?? [])].join('.')]: message,
    });
  }
  if (parsed.data.email !== '' && parsed.data.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'That e-mail is not yours.', { 'form.email': 'not your e-mail' });
  }
  const form = normalised(parsed.data, batch.details.ptitle ?? batch.pid, user.email);
  const stored = row ? await savedPaperForm(db, user.oid, row.applicationid) : null;
  for (const document of paperDocumentNames) {
    const name = form[document];
    if (name !== '' && name !== stored?.[document]) {
      await verifyPaperFile({ db, files }, user, body.bpid, document, name, now);
    }
  }

  const applicationid = await db.transaction(async (tx) => {
    const id =
      row?.applicationid ??
      (await createApplication(tx, user, { pid: body.pid, bpid: body.bpid, pstatus: 2, now }));
    await tx
      .update(applications)
      // Every applicant save moves the version a counsellor's decision names (ADR 0067).
      .set({ pstatus: 2, submittedAt: now, version: sql`${applications.version} + 1` })
      .where(and(eq(applications.oid, user.oid), eq(applications.applicationid, id)));
    const data = form as unknown as Record<string, unknown>;
    await tx
      .insert(applicationSections)
      .values({ oid: user.oid, applicationid: id, section: paperFormSection, data, savedAt: now })
      .onConflictDoUpdate({
        target: [applicationSections.oid, applicationSections.applicationid, applicationSections.section],
        set: { data, savedAt: now },
      });
    return id;
  });
  return { applicationid, pstatus: 2 };
}
