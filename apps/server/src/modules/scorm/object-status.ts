import type { ScormScoState, ScormVersion } from '@aula/contract/scorm';
import type { ScormRollupRule, ScormSco } from '../../db/schema/scorm.ts';
import type { ScormAttempt } from './attempt-queries.ts';
import { rollUp } from './rollup.ts';

type Stored = Pick<ScormAttempt, 'scoid' | 'completionStatus' | 'successStatus' | 'scoreScaled'>;

/** A package's version, SCOs and rollup rules: what its completion rule reads. */
export interface ScormPackageRules {
  version: ScormVersion;
  scos: ScormSco[];
  rollupRules: ScormRollupRule[];
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
export function scoStates(
  { version, scos }: Pick<ScormPackageRules, 'version' | 'scos'>,
  attempts: Stored[],
): ScormScoState[] {
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

/**
 * What the package must report before the object counts complete: a pass where a 2004 SCO sets a mastery
 * score or a rollup rule decides satisfaction.
 */
export function packageNeeds({ version, scos, rollupRules }: ScormPackageRules): 'completion' | 'pass' {
  const pass =
    scos.some((sco) => sco.masteryScore !== null) || rollupRules.some((rule) => rule.action === 'satisfied');
  return version === '2004' && pass ? 'pass' : 'completion';
}

/**
 * Whether the package is complete: without rollup rules, once every SCO is (see scoStates, ADR 0063).
 * With them (ADR 0087), the completed rules decide completion (else every SCO completed) and the
 * satisfied rules decide success (else every SCO with a mastery score passed, and none failed).
 */
function packageComplete(rules: ScormPackageRules, attempts: Stored[]): boolean {
  const rows = rules.scos.map((sco) => ({
    sco,
    row: attempts.find((attempt) => attempt.scoid === sco.identifier),
  }));
  if (rules.rollupRules.length === 0) return scoStates(rules, attempts).every((state) => state.completed);
  const children = rows.map(({ row }) => ({
    completed: row?.completionStatus === 'completed',
    satisfied: row?.successStatus === 'passed',
  }));
  const completed =
    rollUp(rules.rollupRules, 'completed', children) ?? children.every((child) => child.completed);
  const satisfied =
    rollUp(rules.rollupRules, 'satisfied', children) ??
    rows.every(
      ({ sco, row }) =>
        row?.successStatus !== 'failed' && (sco.masteryScore === null || row?.successStatus === 'passed'),
    );
  return completed && satisfied;
}

/**
 * Where the learner stands in the whole package: complete as packageComplete says, and the mean of the
 * scores of the SCOs that reported one.
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
    objectComplete: packageComplete(rules, attempts),
    objectScoreScaled:
      scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length,
  };
}
