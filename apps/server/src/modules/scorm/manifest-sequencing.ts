import type { PackageFinding } from '@aula/contract/package-report';
import type { ScormRollupRule } from '../../db/schema/scorm.ts';
import { attribute, element, type ManifestNode, nodes, text } from './manifest-node.ts';

/*
 * What of a 2004 manifest's IMS Simple Sequencing Aula runs (ADR 0053 and 0087): the organisation's
 * controlMode flow and choice (read-manifest.ts), and its rollup rules of the kind below. Everything else
 * the manifest declares is named in a warning, so the validation report says what will not run; so is
 * 1.2's one sequencing element, an item's prerequisites.
 */

const unsupportedElements: Record<string, string> = {
  sequencingRules: 'pre-, post- or exit-condition rules (imsss:sequencingRules)',
  randomizationControls: 'randomisation or selection (imsss:randomizationControls)',
  deliveryControls: 'delivery controls (imsss:deliveryControls)',
  constrainedChoiceConsiderations: 'constrained choice (adlseq:constrainedChoiceConsiderations)',
  rollupConsiderations: 'rollup considerations (adlseq:rollupConsiderations)',
  auxiliaryResources: 'auxiliary resources (imsss:auxiliaryResources)',
};

/** controlMode attributes beyond flow and choice, with their IMS SS defaults. */
const controlModeDefaults: Record<string, string> = {
  choiceExit: 'true',
  forwardOnly: 'false',
  useCurrentAttemptObjectiveInfo: 'true',
  useCurrentAttemptProgressInfo: 'true',
};

const warning = (message: string): PackageFinding => ({
  severity: 'warning',
  code: 'sequencing-unsupported',
  message,
  file: 'imsmanifest.xml',
});

/** The organisation's rule as Aula runs it, or why it cannot. */
function ruleOf(rule: ManifestNode): ScormRollupRule | string {
  const childActivitySet = attribute(rule, 'childActivitySet') || 'all';
  const conditionsNode = element(rule.rollupConditions);
  const conditionCombination = attribute(conditionsNode, 'conditionCombination') || 'any';
  const action = attribute(element(rule.rollupAction), 'action');
  const conditions = nodes(conditionsNode?.rollupCondition).map((condition) => ({
    condition: attribute(condition, 'condition'),
    not: attribute(condition, 'operator') === 'not',
  }));
  if (childActivitySet !== 'all' && childActivitySet !== 'any') {
    return `childActivitySet "${childActivitySet}" (only all and any are run)`;
  }
  if (action !== 'completed' && action !== 'satisfied') {
    return `the action "${action}" (only completed and satisfied are run)`;
  }
  if (conditionCombination !== 'all' && conditionCombination !== 'any') {
    return `conditionCombination "${conditionCombination}"`;
  }
  const other = conditions.find((c) => c.condition !== 'completed' && c.condition !== 'satisfied');
  if (other) return `the condition "${other.condition}" (only completed and satisfied are run)`;
  if (conditions.length === 0) return 'no rollupCondition';
  return {
    childActivitySet,
    conditionCombination,
    conditions: conditions as ScormRollupRule['conditions'],
    action,
  };
}

function elementFindings(where: string, sequencing: ManifestNode, isRoot: boolean): PackageFinding[] {
  const findings: PackageFinding[] = [];
  for (const [name, what] of Object.entries(unsupportedElements)) {
    if (sequencing[name] !== undefined)
      findings.push(warning(`${where} declares ${what}, which Aula does not run.`));
  }
  const limits = element(sequencing.limitConditions);
  if (attribute(limits, 'attemptLimit') !== '') {
    findings.push(
      warning(
        `${where} declares an attempt limit (imsss:limitConditions attemptLimit), which Aula does not enforce.`,
      ),
    );
  }
  const mode = element(sequencing.controlMode);
  if (mode && !isRoot) {
    findings.push(
      warning(
        `${where} declares a control mode (imsss:controlMode); Aula runs only the organisation's flow and choice.`,
      ),
    );
  }
  for (const [name, value] of Object.entries(controlModeDefaults)) {
    if (isRoot && mode && attribute(mode, name) !== '' && attribute(mode, name) !== value) {
      findings.push(
        warning(`${where} sets controlMode ${name}="${attribute(mode, name)}", which Aula does not run.`),
      );
    }
  }
  const objectives = element(sequencing.objectives);
  const mapped = [element(objectives?.primaryObjective), ...nodes(objectives?.objective)].some(
    (objective) => objective?.mapInfo !== undefined,
  );
  if (mapped) {
    findings.push(
      warning(
        `${where} maps objectives to shared global objectives (imsss:mapInfo), which Aula does not share between SCOs.`,
      ),
    );
  }
  if (!isRoot && element(sequencing.rollupRules)) {
    findings.push(
      warning(`${where} declares rollup rules (imsss:rollupRules); Aula runs only the organisation's.`),
    );
  }
  if (attribute(sequencing, 'IDRef') !== '') {
    findings.push(
      warning(
        `${where} refers to a sequencing collection (IDRef "${attribute(sequencing, 'IDRef')}"), which Aula does not read.`,
      ),
    );
  }
  return findings;
}

function itemFindings(items: ManifestNode[]): PackageFinding[] {
  return items.flatMap((item) => {
    const sequencing = element(item.sequencing);
    const where = `Item "${attribute(item, 'identifier')}"`;
    return [
      ...(sequencing ? elementFindings(where, sequencing, false) : []),
      ...itemFindings(nodes(item.item)),
    ];
  });
}

/**
 * SCORM 1.2's sequencing: an item's prerequisites (adlcp:prerequisites, an AICC script of other items),
 * a warning each, as Aula lets the learner open a 1.2 package's SCOs in any order.
 */
export function prerequisiteFindings(items: ManifestNode[]): PackageFinding[] {
  return items.flatMap((item) => {
    const prerequisites = text(item.prerequisites);
    const found = prerequisites
      ? [
          warning(
            `Item "${attribute(item, 'identifier')}" declares prerequisites (adlcp:prerequisites "${prerequisites}"), which Aula does not enforce: a learner may open it before them.`,
          ),
        ]
      : [];
    return [...found, ...prerequisiteFindings(nodes(item.item))];
  });
}

/**
 * The organisation's rollup rules that Aula runs, and a warning for each sequencing element of the
 * organisation or its items that it does not (2004; for 1.2 see prerequisiteFindings).
 */
export function readSequencing(
  manifest: ManifestNode,
  organisation: ManifestNode,
): { rollupRules: ScormRollupRule[]; findings: PackageFinding[] } {
  const sequencing = element(organisation.sequencing);
  const where = `The organisation "${attribute(organisation, 'identifier')}"`;
  const rollupRules: ScormRollupRule[] = [];
  const findings = sequencing ? elementFindings(where, sequencing, true) : [];
  for (const rule of nodes(element(sequencing?.rollupRules)?.rollupRule)) {
    const read = ruleOf(rule);
    if (typeof read === 'string')
      findings.push(warning(`${where} has a rollup rule with ${read}, which Aula does not run.`));
    else rollupRules.push(read);
  }
  findings.push(...itemFindings(nodes(organisation.item)));
  if (manifest.sequencingCollection !== undefined) {
    findings.push(
      warning(
        'The manifest declares a sequencing collection (imsss:sequencingCollection), which Aula does not read.',
      ),
    );
  }
  return { rollupRules, findings };
}
