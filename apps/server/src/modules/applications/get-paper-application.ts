import type { Input, Output } from '@aula/contract/operation';
import type { getPaperApplication } from '@aula/contract/paper-application';
import { paperDocumentNames } from '@aula/contract/paper-form';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { findOwnApplication } from './application-batch.ts';
import { applicationFileKey } from './application-files.ts';
import { findPaperFormBatch } from './application-form-choice.ts';
import { savedPaperForm } from './paper-form-section.ts';

type Result = Output<typeof getPaperApplication>;

/** Documents are viewable for an hour after the form loads (spec 3 §7: signed access for one hour). */
const documentUrlSeconds = 60 * 60;

/**
 * The learner's paper-style application to the batch: its status, the saved form with short-lived
 * addresses of their own uploads, the programme's title, their e-mail and the university's today.
 */
export async function findPaperApplication(
  { db, files, clock }: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  body: Input<typeof getPaperApplication>,
): Promise<Result> {
  const batch = await findPaperFormBatch(db, user, body.bpid, body.pid);
  const row = await findOwnApplication(db, user, body.bpid);
  const form = row ? await savedPaperForm(db, user.oid, row.applicationid) : null;
  const documentUrls: Result['documentUrls'] = {};
  for (const document of paperDocumentNames) {
    const name = form?.[document];
    if (!name) continue;
    documentUrls[document] = await files.presignDownload(applicationFileKey(user, body.bpid, name), {
      expiresIn: documentUrlSeconds,
    });
  }
  return {
    applicationid: row?.applicationid ?? null,
    pstatus: row?.pstatus ?? 0,
    ptitle: batch.details.ptitle ?? batch.pid,
    email: user.email,
    today: (await universityTimeOf(db, user.oid)).day(clock.now()),
    form,
    documentUrls,
  };
}
