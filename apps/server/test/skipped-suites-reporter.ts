import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * After the run, lists every suite skipped for a stated reason (`describeOnPostgres`): a test that did
 * not run must say so where the run's result is read, not only as a grey arrow in a long log.
 */
export default class SkippedSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const suite of module.children.allSuites()) {
        const reason = suite.meta().skippedBecause;
        if (reason && suite.state() === 'skipped') {
          lines.push(`  ${relative(process.cwd(), module.moduleId)} > ${suite.fullName}: ${reason}`);
        }
      }
    }
    if (lines.length === 0) return;
    console.log(`\nSkipped ${lines.length} suite${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}\n`);
  }
}
