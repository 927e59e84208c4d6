import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Counts journeys (a user doing something and seeing the result) apart from
 * accessibility scans, so the report says how much behaviour was exercised:
 * most scans load a screen and run axe, which a count of "tests" would hide.
 */
type Kind = 'journeys' | 'accessibility scans';

export function kindOf(test: Pick<TestCase, 'title'> & { location: { file: string } }): Kind {
  return /-a11y\.spec\.ts$/.test(test.location.file) || /\baxe\b/.test(test.title) ? 'accessibility scans' : 'journeys';
}

export default class KindReporter implements Reporter {
  private readonly counts = new Map<Kind, Record<TestResult['status'], number>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // Only a test's final attempt counts (retries are off, but a change there should not double-count).
    if (result.retry < test.retries && result.status !== 'passed') {
      return;
    }
    const kind = kindOf(test);
    const counts = this.counts.get(kind) ?? { passed: 0, failed: 0, timedOut: 0, skipped: 0, interrupted: 0 };
    counts[result.status] += 1;
    this.counts.set(kind, counts);
  }

  onEnd(_result: FullResult): void {
    const lines = (['journeys', 'accessibility scans'] as const).map((kind) => {
      const c = this.counts.get(kind) ?? { passed: 0, failed: 0, timedOut: 0, skipped: 0, interrupted: 0 };
      const broken = c.failed + c.timedOut + c.interrupted;
      return `  ${kind}: ${c.passed} passed${broken ? `, ${broken} failed` : ''}${c.skipped ? `, ${c.skipped} skipped` : ''}`;
    });
    process.stdout.write(`\nEnd-to-end tests by kind:\n${lines.join('\n')}\n`);
  }
}
