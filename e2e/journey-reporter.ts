/**
 * A Playwright reporter for the journey figures (e2e/journey-recorder.ts): it collects the `journey` annotations of
 * the run's tests, prints them after the run and writes them to e2e/.out/journeys.txt, which `npm run test:e2e`
 * prints last, so the screens and fields of each journey end every `npm test` output.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation type of a journey's figures (written by e2e/journey-recorder.ts). */
export const JOURNEY_ANNOTATION = 'journey';

/** Where the figures are written (ignored by git). */
export const JOURNEYS_FILE = path.join(__dirname, '.out', 'journeys.txt');

export default class JourneyReporter implements Reporter {
  private readonly lines: string[] = [];

  /** A run starts without the figures of an earlier one. */
  onBegin(): void {
    rmSync(JOURNEYS_FILE, { force: true });
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status !== 'passed') return;
    for (const annotation of result.annotations)
      if (annotation.type === JOURNEY_ANNOTATION && annotation.description)
        this.lines.push(`- ${annotation.description}`);
  }

  onEnd(): void {
    if (!this.lines.length) return;
    const text = `\nJourneys (screens seen and fields filled, e2e/journeys.spec.ts):\n${this.lines.sort().join('\n')}\n`;
    mkdirSync(path.dirname(JOURNEYS_FILE), { recursive: true });
    writeFileSync(JOURNEYS_FILE, text);
    process.stdout.write(text);
  }

  printsToStdio(): boolean {
    return false;
  }
}
