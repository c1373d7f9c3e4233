import type { Announcement } from '@aula/contract/announcements';
import type { ContentSigner } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { listAnnouncements } from './list-announcements.ts';

/** getAnnouncements (GET_ANNOUNCEMENTS): one of the learner's batches, newest first. */
export async function getBatchAnnouncements(
  db: Db,
  user: SessionUser,
  bpid: string,
  now: Date,
  addresses: ContentSigner,
): Promise<{ announcements: Announcement[] }> {
  await assertEnrolled(db, user, bpid);
  return { announcements: await listAnnouncements(db, user, bpid, now, addresses) };
}
