/** Whose upload it is: a learner (their username), or a visitor (null, claimed by the grant's id). */
export interface UploadOwner {
  oid: string;
  eid: string | null;
}

/**
 * What an upload is for: an account upload type, or the module that claims it. With `scope` (the
 * assessment and question, assignment, objective or application) it is the place a claim looks in.
 */
export type UploadPurpose =
  | 'profiledetails'
  | 'profiledocs'
  | 'complents'
  | 'complentsPreLogin'
  | 'answer'
  | 'mini-assignment'
  | 'project'
  | 'application'
  | 'paper'
  | 'announcement'
  | 'course-file'
  | 'organisation-image'
  | 'hall-ticket'
  | 'certificate-image'
  | 'bundle-import';

/**
 * Course files an admin publishes (ADR 0090) and the bundles an admin imports (ADR 0098) are the
 * organisation's, not the account's: they do not count against the account's storage quota (their
 * size is bounded per kind instead).
 */
export const organisationPurposes: readonly UploadPurpose[] = ['course-file', 'bundle-import'];

/** An upload may be claimed for a day after it was presigned; later it is of no use and is purged. */
export const claimHours = 24;
