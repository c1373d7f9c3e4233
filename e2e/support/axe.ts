import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeCheckOptions {
  /** CSS selectors of regions to leave out (third-party widgets the portal does not control). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason beside the call. */
  disableRules?: string[];
}

const blockingImpacts = new Set(['serious', 'critical']);

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
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const listing = blocking.map(describe).join('\n\n');
  expect(
    blocking.length,
    `axe found ${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n\n${listing}\n`,
  ).toBe(0);
  return results.violations;
}
