import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N flaky, N failed`, after the list reporter's summary, so a
 * CI log states plainly how many journeys ran. A journey that passed only on its retry is flaky, not
 * passed: it is counted apart, and `.ci/run` carries that count to its total line.
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') counts.flaky += 1;
      else if (outcome === 'unexpected') counts.failed += 1;
      else counts.skipped += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    console.log(`e2e: ${counts.passed} passed, ${counts.flaky} flaky, ${counts.failed} failed${skipped}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
