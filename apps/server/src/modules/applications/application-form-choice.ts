import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findApplyBatch } from './application-batch.ts';
import { formOfProgram, organisationForm } from './application-form-of.ts';

/**
 * Batch `bpid` (of program `pid` when given) taking applications on the paper-style form (the
 * program's `applicationForm`, else the organisation's): a 404 naming bpid for a batch that takes
 * none, or takes them on another form.
 */
export async function findPaperFormBatch(db: Db, user: SessionUser, bpid: string, pid?: string) {
  const batch = await findApplyBatch(db, user, bpid, pid);
  if (formOfProgram(batch.details, await organisationForm(db, user.oid)) !== 'paper') {
    throw new AppError('NOT_FOUND', 'This program does not take the paper application form.', {
      bpid: 'not a paper-form program',
    });
  }
  return batch;
}
