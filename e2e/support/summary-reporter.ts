import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N failed`, after the list reporter's summary, so a CI log
 * states plainly how many journeys ran. A test that passed on retry counts as passed (it is also
 * listed as flaky above).
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else if (outcome === 'unexpected') counts.failed += 1;
      else counts.skipped += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
