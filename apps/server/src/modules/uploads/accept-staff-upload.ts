import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type UploadProblem, UploadRefusedError } from '../../platform/verify-upload.ts';
import { type AcceptedFile, type AcceptRequest, acceptUpload } from './accept-upload.ts';

/** What the caller says of a refused upload, in its own words: from the problem and the checker's reason. */
export type UploadRefusal = (problem: UploadProblem, reason: string) => string;

export type StaffUploadRequest = Omit<AcceptRequest, 'rules' | 'once' | 'uploadId'> & {
  rules: Omit<AcceptRequest['rules'], 'minBytes'>;
  refusal: UploadRefusal;
};

/**
 * Claims, once, a staff member's own upload (a course file, an image of the site or the certificate, a
 * hall ticket, an announcement's file): the uploads' one check (ADR 0062) with the caller's rules, an
 * empty file never accepted. A refused file is deleted and answered as a 400 on `field` in the caller's
 * words, its problem kept.
 */
export async function acceptStaffUpload(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: Pick<SessionUser, 'oid' | 'eid'>,
  request: StaffUploadRequest,
  now: Date,
): Promise<AcceptedFile> {
  const { refusal, rules, ...claim } = request;
  try {
    return await acceptUpload(
      services,
      { oid: actor.oid, eid: actor.eid },
      { ...claim, rules: { ...rules, minBytes: 1 }, once: true },
      now,
    );
  } catch (error) {
    if (!(error instanceof UploadRefusedError)) throw error;
    throw new UploadRefusedError(error.problem, refusal(error.problem, error.message), request.field);
  }
}
