import { answerGraceSeconds } from '@aula/contract/assessment-limits';

/** The times of an assessment (null for an assignment, which has none). */
export interface AssessmentTimes {
  quiztype: 'assess' | 'assign';
  startdate: Date | null;
  enddate: Date | null;
  answerdate: Date | null;
}

const graceMs = answerGraceSeconds * 1000;

/** An attempt may be started or resumed: between start and end by the server's clock; an assignment always. */
export function isOpen(times: AssessmentTimes, now: Date): boolean {
  if (times.quiztype === 'assign') return true;
  const afterStart = !times.startdate || now.getTime() >= times.startdate.getTime();
  const beforeEnd = !times.enddate || now.getTime() < times.enddate.getTime();
  return afterStart && beforeEnd;
}

/** Answers are still accepted: until the end plus the grace (answerGraceSeconds). */
export function acceptsAnswers(times: AssessmentTimes, now: Date): boolean {
  if (times.quiztype === 'assign') return true;
  if (times.startdate && now.getTime() < times.startdate.getTime()) return false;
  return !times.enddate || now.getTime() <= times.enddate.getTime() + graceMs;
}

/** The end plus the grace has passed: a draft left open is submitted by the server as it stands. */
export function isPastGrace(times: AssessmentTimes, now: Date): boolean {
  return times.quiztype === 'assess' && !acceptsAnswers(times, now) && !isBeforeStart(times, now);
}

function isBeforeStart(times: AssessmentTimes, now: Date): boolean {
  return times.startdate !== null && now.getTime() < times.startdate.getTime();
}

/** The assessment has ended: its score may be shown. */
export function hasEnded(times: AssessmentTimes, now: Date): boolean {
  return times.quiztype === 'assess' && times.enddate !== null && now.getTime() >= times.enddate.getTime();
}

/**
 * The right answers may be shown: the answer date has passed, and so has the end plus the grace, while
 * answers are still accepted the key never leaves the server, whatever answer date was imported (an
 * assessment without one never shows them). Whose attempt may see them is get-answers.ts's rule.
 */
export function answersAvailable(times: AssessmentTimes, now: Date): boolean {
  if (times.answerdate === null || now.getTime() < times.answerdate.getTime()) return false;
  return times.enddate === null || now.getTime() > times.enddate.getTime() + graceMs;
}

/**
 * Whose attempt may see the right answers, once they are available: a submitted one (a draft left
 * after the grace is submitted before this is asked), or none when it can no longer be started. An
 * assignment never closes, so its key waits for the learner's own submission: read first, it could be
 * copied into an attempt started after.
 */
export function attemptSeesAnswers(
  times: AssessmentTimes,
  attempt: { status: number } | undefined,
  now: Date,
): boolean {
  return attempt ? attempt.status === 1 : !isOpen(times, now);
}

/** A learner's accommodation on a timed assessment (ADR 0073): their own window, extra minutes. */
export interface Accommodation {
  extraMinutes: number;
  windowStart: Date | null;
  windowEnd: Date | null;
}

/** The later of two moments; null (no limit) stays null. */
function later(own: Date | null, theirs: Date | null): Date | null {
  if (own === null || theirs === null) return own;
  return theirs > own ? theirs : own;
}

/**
 * The assessment's times for one learner: their later window in place of the assessment's, and their
 * end (the window's end, or the assessment's) moved by their extra minutes. Every rule above then
 * judges their attempt by them. Never earlier than the assessment's own, even once an import has
 * moved the assessment past a window granted before: the exam's fast save path judges by the
 * assessment's own times (ADR 0073). An assignment has no times to move.
 */
export function learnerTimes<Times extends AssessmentTimes>(
  times: Times,
  accommodation: Accommodation | null | undefined,
): Times {
  if (!accommodation || times.quiztype === 'assign') return times;
  const end = accommodation.windowEnd ?? times.enddate;
  const extended = end && new Date(end.getTime() + accommodation.extraMinutes * 60_000);
  return {
    ...times,
    startdate: later(times.startdate, accommodation.windowStart),
    enddate: later(times.enddate, extended),
  };
}
