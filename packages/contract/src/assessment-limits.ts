/*
 * The limits and messages of assessments that the quiz view and the server both use, apart from the
 * operations' zod schemas (assessments.ts): the quiz view loads these without loading zod.
 */

/** After the end, saves are still accepted this long (network delay, the auto-submit's round trip). */
export const answerGraceSeconds = 60;
/** How often the quiz view asks the server's time (the spec's default `delay`). */
export const serverTimeDelayMs = 1000;
/** Largest file a learner may upload as an answer (spec 2 §9), and the kinds allowed. */
export const answerUploadMaxBytes = 512_000;
export const answerUploadKinds = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const answerUploadTypes: Record<(typeof answerUploadKinds)[number], string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
/** A descriptive answer's box holds at most this many rows (spec 2 §9); its text at most this many characters. */
export const descriptiveRows = 6;
export const descriptiveMaxLength = 5000;

/** The spec's own words (2 §2, §5, §8). */
export const assessmentMessages = {
  noAssessments: 'No Assessments yet',
  noAssignments: 'No Assignments yet',
  assessmentSubmitted: 'Assessment already submitted',
  assignmentSubmitted: 'Assignment already submitted',
  unanswered: 'You have not answered some questions!',
  submitted: 'Submitted successfully!',
  notAnswered: 'You have not answerd',
  uploadRefused: 'file size is greater than 500kb',
  offline: 'you are offline',
} as const;

/** Messages of the server's refusals. */
export const assessmentRefusals = {
  notOpen: 'This assessment is not open now.',
  closed: 'This assessment has closed; answers are no longer accepted.',
  answersNotYet: 'The answers are not available yet.',
  answersAfterSubmission: 'The answers are shown once your attempt is submitted.',
  notAllAnswered: 'Every question must be answered before the assignment is submitted.',
} as const;
