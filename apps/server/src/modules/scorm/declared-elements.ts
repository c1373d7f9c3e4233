import type { CmiData, ScormVersion } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';

function present(entries: [string, string | null | undefined][]): Record<string, string> {
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * 2004: each objective the manifest declares that the SCO's stored data does not hold yet, as
 * `cmi.objectives.n.id` after the stored ones, so a SCO that looks up its objective by id finds it.
 */
function declaredObjectives(sco: ScormSco, stored: CmiData): Record<string, string> {
  const storedIds = Object.entries(stored).filter(([element]) => /^cmi\.objectives\.\d+\.id$/.test(element));
  const held = new Set(storedIds.map(([, id]) => id));
  const next = storedIds.reduce((n, [element]) => Math.max(n, Number(element.split('.')[2]) + 1), 0);
  const missing = (sco.objectives ?? []).filter((objective) => !held.has(objective.id));
  return Object.fromEntries(missing.map((objective, i) => [`cmi.objectives.${next + i}.id`, objective.id]));
}

/**
 * What the SCO's item declares, as the elements the LMS sets at launch (ADR 0087): 1.2's
 * `cmi.launch_data`, `cmi.student_data.mastery_score`, `max_time_allowed` and `time_limit_action`;
 * 2004's `cmi.launch_data`, `cmi.scaled_passing_score`, `cmi.completion_threshold`, `cmi.max_time_allowed`,
 * `cmi.time_limit_action` and the declared objectives.
 */
export function declaredElements(
  version: ScormVersion,
  sco: ScormSco,
  stored: CmiData,
): Record<string, string> {
  const mastery = sco.masteryScore;
  if (version === '1.2') {
    return present([
      ['cmi.launch_data', sco.dataFromLms],
      ['cmi.student_data.mastery_score', mastery === null ? null : String(mastery)],
      ['cmi.student_data.max_time_allowed', sco.maxTimeAllowed],
      ['cmi.student_data.time_limit_action', sco.timeLimitAction],
    ]);
  }
  const threshold = sco.completionThreshold;
  return {
    ...present([
      ['cmi.launch_data', sco.dataFromLms],
      ['cmi.scaled_passing_score', mastery === null ? null : String(mastery / 100)],
      ['cmi.completion_threshold', threshold == null ? null : String(threshold)],
      ['cmi.max_time_allowed', sco.maxTimeAllowed],
      ['cmi.time_limit_action', sco.timeLimitAction],
    ]),
    ...declaredObjectives(sco, stored),
  };
}
