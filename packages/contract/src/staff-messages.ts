import type { SubjectKind } from './operation.ts';

/*
 * The staff side's refusals, worded once (ADR 0100). The server answers with these texts; the web app
 * shows each in the reader's language, found by its text under the same key in the `staff` catalogue
 * (`serverMessages`), as the learner's dialogs do with the identity messages (auth-rules.ts). A refusal
 * not listed here (one that names a value) is shown, in a language other than English, by its code's
 * general sentence: a staff screen never mixes languages.
 */

/** The access layer's refusals of staff (platform/authorize.ts). */
export const accessMessages = {
  staffOnly: 'This is for university staff only.',
  secondFactorFirst: 'Enter the code from your authenticator app first.',
  notYourOrganisation: 'That organisation is not yours.',
} as const;

/** A subject outside the caller's scope, by its kind (the contract's `subjects`). */
export const subjectRefusals: Record<SubjectKind, string> = {
  account: 'That account is not yours to act on.',
  application: 'That application is not yours to act on.',
  program: 'That programme is not yours to act on.',
  staffAccount: 'That staff account is not yours to act on.',
  batchCourse: 'That course is not yours to act on.',
  batch: 'That batch is not yours to act on.',
  assessment: 'That assessment is not yours to act on.',
};

/** What the second factor's operations answer. */
export const secondFactorMessages = {
  alreadyEnrolled:
    'Your authenticator app is already set up. If you have lost it, sign in with one of your recovery codes and ask an admin to reset it.',
  notStarted: 'Start setting up your authenticator app first.',
  notEnrolled: 'Set up your authenticator app first.',
  enterAppCode: 'Enter the 6-digit code that your authenticator app shows now.',
  wrongCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  usedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
} as const;

/** Refusals of the staff modules: accounts, admissions, reports, the organisation, records. */
export const staffMessages = {
  emailTaken: 'An account with this e-mail already exists in this organisation.',
  invitationNotSent:
    'The account was made, but its invitation mail could not be sent. Ask them to use "Forgot password" on the staff sign-in page.',
  lastAdmin: 'The organisation must keep at least one admin: make someone else an admin first.',
  adminNoScope: 'An admin acts for the whole organisation: give no scope.',
  noSuchApplication: 'No such application.',
  ownApplication: 'You cannot decide your own application.',
  staleApplication: 'This application changed since you opened it. Reload it to see the changes.',
  notWaiting: 'This application is not waiting for a decision.',
  notReturnable: 'This form cannot be reopened for the applicant: approve or reject the application.',
  noSuchNameChange: 'No such change of name is waiting for you.',
  ownNameChange: 'You cannot decide your own change of name.',
  endsBeforeStart: 'The end date must not be before the start date.',
  noSuchProgramme: 'There is no such programme.',
  noSuchBatch: 'There is no such batch.',
  imageType: 'Choose a PNG, JPEG or WebP image.',
  logoRequired: 'The site always shows a logo: upload another instead.',
  providerIncomplete: 'A provider needs its address, client id and secret together (or none of them).',
  notEnrolledInBatch: 'That learner is not enrolled in this batch.',
  pictureType: 'The picture must be a PNG or JPEG file.',
  pictureTooLarge: 'The picture is too large: at most 512 KB.',
  hallTicketType: 'A hall ticket must be a PDF, PNG or JPEG file.',
  hallTicketTooLarge: 'The file is too large: a hall ticket takes at most 10 MB.',
  noSuchCertificate: 'There is no such certificate.',
} as const;

/**
 * The course files' refusals (ADR 0090, 0100): a file that is not what its upload takes, said without
 * its values so that every language words it; the captions' first problem and its line are in the
 * answer's `fields.filename`.
 */
export const courseFileMessages = {
  noUpload: 'No file was uploaded under that name. Choose the file again.',
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than this upload takes.',
  wrongSize: 'The file that arrived is not the size announced. Choose the file again.',
  wrongType: 'The file’s content is not of a kind this upload takes.',
  sentAsOtherType: 'The file was not sent as the type its name says.',
  invalidCaptions: 'These captions are not valid WebVTT.',
  noSuchVideo: 'There is no uploaded video at that address.',
  noSuchFile: 'There is no uploaded file at that address.',
  inUse: 'A course points to this file: change the course first, then delete the file.',
  noSuchSco: 'The package has no such SCO.',
} as const;
