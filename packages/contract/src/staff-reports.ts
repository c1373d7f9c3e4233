import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { CsvExport } from './staff.ts';

/*
 * Staff reports (issue 25 item 8, ADR 0085): progress per programme, batch and course (instructors:
 * their courses; admins: the organisation), the application funnel by week (counsellors: their
 * programmes; admins: all) and sign-ins per day (admins). Every filter is applied on the server, and
 * each report's CSV holds exactly the rows its table shows.
 */

/** A calendar day at the university (YYYY-MM-DD); a range's ends are both included. */
const Day = z.iso.date();

const DateRange = { from: Day.optional(), to: Day.optional() };

/** What the progress report counts: programmes, the batches of one, or the courses of one batch. */
export const ProgressFilter = z
  .object({ oid: Oid, pid: Id.optional(), bpid: Id.optional(), bcid: Id.optional(), ...DateRange })
  .strict();
export type ProgressFilter = z.input<typeof ProgressFilter>;

export const progressLevels = ['programme', 'batch', 'course'] as const;
export type ProgressLevel = (typeof progressLevels)[number];

/** One programme, batch or batch course: its learners and how far they are. */
export const ProgressRow = z.object({
  /** The pid, bpid or bcid, as the next filter down takes it. */
  key: z.string(),
  label: z.string(),
  /** Learners studying at least one of its courses (in the caller's scope). */
  enrolled: z.number().int().min(0),
  /** Of those, learners who have opened or completed something. */
  started: z.number().int().min(0),
  /** Learners who completed every course of it they study. */
  completed: z.number().int().min(0),
  /** completed / enrolled, as a whole percent rounded down (0 when nobody is enrolled). */
  percent: z.number().int().min(0).max(100),
  /** The median of the learners' progress (countable objects complete over countable objects), percent. */
  medianProgress: z.number().min(0).max(100),
});
export type ProgressRow = z.infer<typeof ProgressRow>;

export const getProgressReport = defineOperation({
  name: 'staff/getProgressReport',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary:
    'Enrolment, progress and completion per programme (no filter), per batch of a programme (pid), or per course of a batch (bpid, or one course: bcid), of the courses the caller teaches; learners enrolled between from and to.',
  body: ProgressFilter,
  response: z.object({
    level: z.enum(progressLevels),
    /** The programme and batch filtered on, by name, for the way back up. */
    programme: z.string().nullable(),
    batch: z.string().nullable(),
    rows: z.array(ProgressRow),
  }),
});

export const exportProgressReport = defineOperation({
  name: 'staff/exportProgressReport',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse' },
  summary: 'The progress report of the same filter, as CSV: the rows the table shows.',
  body: ProgressFilter,
  response: CsvExport,
});

export const listFunnelProgrammes = defineOperation({
  name: 'staff/listFunnelProgrammes',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  summary:
    "The programmes of the caller's admissions scope (a counsellor's, or every programme of the organisation), in the catalogue's order, to choose the one the funnel counts.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ programs: z.array(z.object({ pid: Id, pname: z.string() })) }),
});

export const FunnelFilter = z.object({ oid: Oid, pid: Id.optional(), ...DateRange }).strict();
export type FunnelFilter = z.input<typeof FunnelFilter>;

/** Applications of one week (Monday to Sunday at the university), each counted in the week it happened. */
export const FunnelWeek = z.object({
  /** The Monday that starts the week. */
  week: Day,
  started: z.number().int().min(0),
  submitted: z.number().int().min(0),
  returned: z.number().int().min(0),
  approved: z.number().int().min(0),
});
export type FunnelWeek = z.infer<typeof FunnelWeek>;

export const getFunnelReport = defineOperation({
  name: 'staff/getFunnelReport',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { pid: 'program' },
  summary:
    "The application funnel by week: applications started, submitted, returned for changes and approved, of the caller's programmes (or one, pid), between from and to.",
  body: FunnelFilter,
  response: z.object({ weeks: z.array(FunnelWeek) }),
});

export const exportFunnelReport = defineOperation({
  name: 'staff/exportFunnelReport',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { pid: 'program' },
  summary: 'The application funnel of the same filter, as CSV: the weeks the table shows.',
  body: FunnelFilter,
  response: CsvExport,
});

export const SignInFilter = z.object({ oid: Oid, ...DateRange }).strict();
export type SignInFilter = z.input<typeof SignInFilter>;

export const SignInDay = z.object({ day: Day, signIns: z.number().int().min(0) });
export type SignInDay = z.infer<typeof SignInDay>;

export const getSignInReport = defineOperation({
  name: 'staff/getSignInReport',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Learners' sign-ins to the web app per day at the university (one per session), between from and to; days without one are absent.",
  body: SignInFilter,
  response: z.object({ days: z.array(SignInDay) }),
});

export const exportSignInReport = defineOperation({
  name: 'staff/exportSignInReport',
  access: 'staff',
  roles: ['admin'],
  summary: 'Sign-ins per day of the same filter, as CSV: the days the table shows.',
  body: SignInFilter,
  response: CsvExport,
});

/** The score bands of the distribution: 0-9 %, 10-19 %, ..., 90-100 %. */
export const scoreBands = 10;

export const AssessmentFilter = z.object({ oid: Oid, assessid: Id }).strict();

export const ItemAnalysisRow = z.object({
  iid: z.string(),
  /** The question's place in the assessment, from 1. */
  n: z.number().int().min(1),
  question: z.string(),
  /** Mean share of the question's mark obtained, 0 to 1 (share correct); null without attempts. */
  facility: z.number().min(0).max(1).nullable(),
  /** Point-biserial correlation with the score on the other questions, -1 to 1; null when it cannot vary. */
  discrimination: z.number().min(-1).max(1).nullable(),
});
export type ItemAnalysisRow = z.infer<typeof ItemAnalysisRow>;

export const getAssessmentReport = defineOperation({
  name: 'staff/getAssessmentReport',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary:
    "A taught assessment's submitted attempts: how many scored in each band of 10 %, and per question its facility and its discrimination (point-biserial).",
  body: AssessmentFilter,
  response: z.object({
    title: z.string(),
    attempts: z.number().int().min(0),
    /** Attempts per band, index 0 for 0-9 % to index 9 for 90-100 %. */
    bands: z.array(z.number().int().min(0)).length(scoreBands),
    items: z.array(ItemAnalysisRow),
  }),
});

export const exportAssessmentReport = defineOperation({
  name: 'staff/exportAssessmentReport',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { assessid: 'assessment' },
  summary: "One table of the assessment report as CSV: the score bands, or the questions' analysis.",
  body: AssessmentFilter.extend({ table: z.enum(['scores', 'items']) }).strict(),
  response: CsvExport,
});
