import type { ScormVersion } from '@aula/contract/scorm';
import type { ScormObjective, ScormSco } from '../../db/schema/scorm.ts';
import { attribute, element, type ManifestNode, nodes, text } from './manifest-node.ts';

/** What an item declares for its SCO's runtime (ADR 0087), besides its launch page. */
export type ScoData = Omit<ScormSco, 'identifier' | 'title' | 'href'>;

const timeLimitActions = new Set([
  'exit,message',
  'exit,no message',
  'continue,message',
  'continue,no message',
]);

function fraction(value: string, low: number): number | null {
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= low && number <= 1 ? number : null;
}

function objectivesOf(sequencing: ManifestNode | undefined): {
  primary?: ManifestNode;
  all: ScormObjective[];
} {
  const objectives = element(sequencing?.objectives);
  const primary = element(objectives?.primaryObjective);
  const all = [
    ...(primary ? [{ id: attribute(primary, 'objectiveID'), primary: true }] : []),
    ...nodes(objectives?.objective).map((objective) => ({
      id: attribute(objective, 'objectiveID'),
      primary: false,
    })),
  ].filter((objective) => objective.id !== '');
  return { ...(primary ? { primary } : {}), all };
}

/**
 * 2004's `adlcp:completionThreshold`: 3rd edition's text (a progress measure), or 4th edition's
 * `minProgressMeasure` (1.0 by default) when `completedByMeasure="true"`.
 */
function completionThresholdOf(item: ManifestNode): number | null {
  const threshold = item.completionThreshold;
  if (threshold === undefined) return null;
  if (typeof threshold === 'string') return fraction(threshold.trim(), 0);
  const node = element(threshold);
  if (attribute(node, 'completedByMeasure') !== 'true') return fraction(text(threshold), 0);
  return fraction(attribute(node, 'minProgressMeasure') || '1', 0);
}

function scoData12(item: ManifestNode): ScoData {
  const score = text(item.masteryscore) === '' ? Number.NaN : Number(text(item.masteryscore));
  const action = text(item.timelimitaction);
  return {
    masteryScore: Number.isFinite(score) && score >= 0 && score <= 100 ? score : null,
    objectives: [],
    completionThreshold: null,
    dataFromLms: text(item.datafromlms) || null,
    maxTimeAllowed: text(item.maxtimeallowed) || null,
    timeLimitAction: timeLimitActions.has(action) ? action : null,
  };
}

function scoData2004(item: ManifestNode): ScoData {
  const sequencing = element(item.sequencing);
  const { primary, all } = objectivesOf(sequencing);
  const measure =
    attribute(primary, 'satisfiedByMeasure') === 'true'
      ? fraction(text(primary?.minNormalizedMeasure), 0)
      : null;
  const action = text(item.timeLimitAction);
  return {
    masteryScore: measure === null ? null : Math.round(measure * 10_000) / 100,
    objectives: all,
    completionThreshold: completionThresholdOf(item),
    dataFromLms: text(item.dataFromLMS) || null,
    maxTimeAllowed: attribute(element(sequencing?.limitConditions), 'attemptAbsoluteDurationLimit') || null,
    timeLimitAction: timeLimitActions.has(action) ? action : null,
  };
}

/**
 * What an item declares for its SCO: 1.2's masteryscore, datafromlms, maxtimeallowed and timelimitaction;
 * 2004's objectives (primary first), the primary objective's minNormalizedMeasure when it is satisfied by
 * measure (the scaled passing score, kept as a percent), completionThreshold, dataFromLMS, the attempt's
 * absolute duration limit and timeLimitAction.
 */
export function scoDataOf(item: ManifestNode, version: ScormVersion): ScoData {
  return version === '1.2' ? scoData12(item) : scoData2004(item);
}
