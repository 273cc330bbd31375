/**
 * A Playwright reporter that ends the run with one line: the ten slowest tests and their times, so a test that
 * grows slow is seen in every run's log.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many tests the line names. */
const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly durations: Array<{ title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split('/').pop() ?? '';
    this.durations.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd(): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (!slowest.length) return;
    const list = slowest.map((t) => `${t.title.slice(0, 90)} (${(t.ms / 1000).toFixed(1)} s)`).join('; ');
    process.stdout.write(`\nSlowest ${slowest.length} tests: ${list}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
