import type { ScormRollupRule } from '../../db/schema/scorm.ts';

/** What a SCO's row says, for a rollup condition. */
export interface RollupChild {
  completed: boolean;
  satisfied: boolean;
}

function ruleHolds(rule: ScormRollupRule, child: RollupChild): boolean {
  const results = rule.conditions.map(({ condition, not }) => child[condition] !== not);
  return rule.conditionCombination === 'all' ? results.every(Boolean) : results.some(Boolean);
}

function ruleFires(rule: ScormRollupRule, children: RollupChild[]): boolean {
  const holds = children.map((child) => ruleHolds(rule, child));
  return rule.childActivitySet === 'all' ? holds.length > 0 && holds.every(Boolean) : holds.some(Boolean);
}

/**
 * Rolls the SCOs up to the package as IMS Simple Sequencing's rollup rules do for the organisation
 * (ADR 0087): for each action, the package is completed (or satisfied) once one rule with that action
 * fires; an action no rule names is decided by `fallback` (the rule of ADR 0063). Null when the
 * organisation has no rule for `action`.
 */
export function rollUp(
  rules: ScormRollupRule[],
  action: ScormRollupRule['action'],
  children: RollupChild[],
): boolean | null {
  const ofAction = rules.filter((rule) => rule.action === action);
  if (ofAction.length === 0) return null;
  return ofAction.some((rule) => ruleFires(rule, children));
}
