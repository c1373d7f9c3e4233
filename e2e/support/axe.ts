import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeCheckOptions {
  /** CSS selectors of regions to leave out (third-party widgets the portal does not control). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason beside the call. */
  disableRules?: string[];
}

const blockingImpacts = new Set(['serious', 'critical']);

/** The part of axe-core's rule registry read here (not in its public types). */
interface AxeRegistry {
  _audit?: {
    rules: { id: string; impact?: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
    checks: Record<string, { metadata?: { impact?: string } }>;
  };
}

/**
 * Every axe rule whose finding can be serious or critical, by the impact axe gives the rule or any of
 * its checks. axe leaves some of them out of a default run (those tagged experimental or deprecated,
 * and a few disabled outright: AAA contrast, target size, ...), and the portal is judged by all of
 * them, so each is switched on by name; a newer axe-core brings its new rules in by itself.
 */
export function seriousRuleIds(): string[] {
  const audit = (axe as AxeRegistry)._audit;
  // The registry is axe-core's own: if an upgrade moves it, say so rather than check less.
  if (!audit) throw new Error('axe-core no longer exposes its rule registry: update seriousRuleIds()');
  const checkId = (check: unknown) =>
    typeof check === 'string' ? check : (check as { id?: string } | null)?.id;
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map(checkId);
      const impacts = [
        rule.impact,
        ...checks.map((id) => (id ? audit.checks[id]?.metadata?.impact : undefined)),
      ];
      return impacts.some((impact) => blockingImpacts.has(impact ?? ''));
    })
    .map((rule) => rule.id);
}

/** The rules every journey relies on; the check fails at once if this axe-core lacks one. */
const requiredRules = ['label-content-name-mismatch', 'color-contrast', 'target-size'];
const enabledRules = seriousRuleIds();
for (const id of requiredRules) {
  if (!enabledRules.includes(id)) throw new Error(`axe-core has no serious rule ${id}`);
}

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  return [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Waits for the CSS transitions and finite animations on the page to end, so that axe judges colours
 * as they settle, not halfway through (a button fading from disabled to enabled). Endless ones
 * (spinners) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each rule
 * with the elements that break it. Minor and moderate findings are returned for the caller to inspect.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: AxeCheckOptions = {}) {
  await settleTransitions(page);
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of enabledRules) rules[id] = { enabled: true };
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  // One `options` call: AxeBuilder's disableRules() would replace the rules enabled here.
  let builder = new AxeBuilder({ page }).options({ rules });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const listing = blocking.map(describe).join('\n\n');
  expect(
    blocking.length,
    `axe found ${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n\n${listing}\n`,
  ).toBe(0);
  return results.violations;
}
