import type { ScormScoState, ScormVersion } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';
import type { ScormAttempt } from './attempt-queries.ts';

type Stored = Pick<ScormAttempt, 'scoid' | 'completionStatus' | 'successStatus' | 'scoreScaled'>;

/** A package's version and SCOs: what its completion rule reads. */
export interface ScormPackageRules {
  version: ScormVersion;
  scos: ScormSco[];
}

/**
 * Whether the package reported a SCO done (ADR 0063): 1.2, `lesson_status` completed or passed (the
 * server stores failed as completed and failed, so failed is left out); 2004, `completion_status`
 * completed, and `success_status` passed where the manifest sets a mastery score (not failed otherwise).
 * Nothing the learner or the player says counts: only what the package committed.
 */
function scoDone(version: ScormVersion, sco: ScormSco, stored: Stored | undefined): boolean {
  if (stored?.completionStatus !== 'completed' || stored.successStatus === 'failed') return false;
  return version === '1.2' || sco.masteryScore === null || stored.successStatus === 'passed';
}

/** The package's SCOs in order, each with whether the learner has completed it, from the stored rows. */
export function scoStates({ version, scos }: ScormPackageRules, attempts: Stored[]): ScormScoState[] {
  return scos.map((sco) => ({
    identifier: sco.identifier,
    title: sco.title,
    completed: scoDone(
      version,
      sco,
      attempts.find((attempt) => attempt.scoid === sco.identifier),
    ),
  }));
}

/** What the package must report before the object counts complete: a pass where a 2004 SCO sets a mastery score. */
export function packageNeeds({ version, scos }: ScormPackageRules): 'completion' | 'pass' {
  return version === '2004' && scos.some((sco) => sco.masteryScore !== null) ? 'pass' : 'completion';
}

/**
 * Where the learner stands in the whole package: complete once every SCO is (see scoStates), and the
 * mean of the scores of the SCOs that reported one.
 */
export function objectStatus(
  rules: ScormPackageRules,
  attempts: Stored[],
): { objectComplete: boolean; objectScoreScaled: number | null } {
  const ids = new Set(rules.scos.map((sco) => sco.identifier));
  const scores = attempts
    .filter((attempt) => ids.has(attempt.scoid) && attempt.scoreScaled !== null)
    .map((attempt) => attempt.scoreScaled ?? 0);
  return {
    objectComplete: scoStates(rules, attempts).every((state) => state.completed),
    objectScoreScaled:
      scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}
