/**
 * The demo organisation seeded from content/demo on the server's first start, with the accounts
 * of content/demo/accounts.json. A journey that changes an account's state (its password, the
 * forced first-login change) must not run beside another that signs in with the same account, and a
 * journey that completes objects or runs a SCORM package has its account to itself (a learner has one
 * open object and one SCO session at a time, ADR 0063).
 */
export const demo = {
  oid: 'AULADEMO',
  /** Enrolled in programs, with progress. */
  learner: { email: 'learner@aula.demo', password: 'Learn@2026' },
  /** Has applied, with no enrolment yet. */
  applicant: { email: 'applicant@aula.demo', password: 'Apply@2026' },
  /** Created by staff with a temporary password: must choose a new one at first sign-in. */
  temporary: { email: 'temp@aula.demo', temporaryPassword: 'Temp@2026' },
  /** Part-way through pv101 (its quizzes and SCORM package done), for the course player's journeys. */
  player: { email: 'player@aula.demo', password: 'Play@2026' },
  /**
   * Has studied up to pv101's SCORM 1.2 package and pv102's SCORM 2004 package (the objects before them
   * complete), so the single-SCO journeys can open them without changing anyone else's progress.
   */
  scorm: { email: 'scorm@aula.demo', password: 'Scorm@2026' },
  /**
   * Chose the elective pv104 and has studied up to its SCORM packages of three SCOs, for the multi-SCO
   * journeys: an account of their own, as one learner has one open object (ADR 0063) and journeys of two
   * files run at once.
   */
  multiSco: { email: 'multisco@aula.demo', password: 'Multi@2026' },
  /**
   * Chose pv104 and has completed every object before its last, the SCORM 2004 package laid out as an
   * authoring tool exports (ADR 0087), for its journey.
   */
  authoring: { email: 'authoring@aula.demo', password: 'Author@2026' },
  /**
   * Has completed pv101 (so every object of it opens, one of each kind the player has), for the phone
   * and keyboard sweep, which opens them all without changing anyone else's progress.
   */
  sweep: { email: 'sweep@aula.demo', password: 'Sweep@2026' },
  /** A learner with no programs or data. */
  empty: { email: 'empty@aula.demo', password: 'Empty@2026' },
  /**
   * An applicant with a program at every step of admission (apply, continue, review, start, edit, learn);
   * enrolled in cert-pv-2026 without having studied, so the player's quiz journeys start afresh with it.
   */
  candidate: { email: 'candidate@aula.demo', password: 'Admit@2026' },
} as const;
