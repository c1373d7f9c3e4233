import type { ScormScoState } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';
import type { ScormAttempt } from './attempt-queries.ts';

type Stored = Pick<ScormAttempt, 'scoid' | 'completionStatus' | 'successStatus' | 'scoreScaled'>;

/**
 * A SCO of a package of several is done when it says it is completed (1.2: lesson_status completed or
 * passed; 2004: completion_status completed) and has not failed where it reports success.
 */
function scoDone(stored: Stored | undefined): boolean {
  return stored?.completionStatus === 'completed' && stored.successStatus !== 'failed';
}

/** A package of one SCO is done, as before SCOs were told apart, when it is completed or passed. */
function onlyScoDone(stored: Stored | undefined): boolean {
  return stored?.completionStatus === 'completed' || stored?.successStatus === 'passed';
}

/** The package's SCOs in order, each with whether the learner has completed it, from the stored rows. */
export function scoStates(scos: ScormSco[], attempts: Stored[]): ScormScoState[] {
  const done = scos.length === 1 ? onlyScoDone : scoDone;
  return scos.map(({ identifier, title }) => ({
    identifier,
    title,
    completed: done(attempts.find((attempt) => attempt.scoid === identifier)),
  }));
}

/**
 * Where the learner stands in the whole package: complete once every SCO is (see scoStates), and the
 * mean of the scores of the SCOs that reported one.
 */
export function objectStatus(
  scos: ScormSco[],
  attempts: Stored[],
): { objectComplete: boolean; objectScoreScaled: number | null } {
  const ids = new Set(scos.map((sco) => sco.identifier));
  const scores = attempts
    .filter((attempt) => ids.has(attempt.scoid) && attempt.scoreScaled !== null)
    .map((attempt) => attempt.scoreScaled ?? 0);
  return {
    objectComplete: scoStates(scos, attempts).every((state) => state.completed),
    objectScoreScaled:
      scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}
