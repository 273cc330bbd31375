/**
 * Figures of `npm run soak` (e2e/soak.ts), pure so that Jest checks them: what a page class keeps per answer, its
 * verdict against the memory goals (docs/performance.md "Memory"), and the README's table.
 */

/** The goals of a soak: what an answer may leave behind, and the process's resident memory. */
export const SOAK_GOALS = {
  /** Heap kept per answer after garbage collection, in bytes. */
  retainedBytesPerAnswer: 1024,
  /** Resident set size of the app process, in bytes. */
  rssBytes: 600 * 1024 * 1024,
} as const;

/** The app's memory after a full garbage collection, `answers` answers into a page class's run. */
export interface SoakReading {
  answers: number;
  heapUsed: number;
  rss: number;
}

/** One page class's run: its readings (the first one taken when the counted answers start) and failed answers. */
export interface SoakClassRun {
  label: string;
  readings: SoakReading[];
  /** Answers that were not 2xx, or requests that failed. */
  failed: number;
}

/** A class's figures and whether it meets {@link SOAK_GOALS}. */
export interface SoakVerdict {
  label: string;
  answers: number;
  heapStartMb: number;
  heapEndMb: number;
  /** Least-squares slope of the heap after GC over the answers, in bytes per answer. */
  retainedBytesPerAnswer: number;
  maxRssMb: number;
  failed: number;
  ok: boolean;
}

/**
 * Bytes kept per answer: the least-squares slope of `heapUsed` over `answers` across the readings (less sensitive to
 * one noisy reading than last minus first).
 * @throws Error with fewer than two readings
 */
export function retainedBytesPerAnswer(readings: SoakReading[]): number {
  if (readings.length < 2) throw new Error('a slope needs at least two readings');
  const n = readings.length;
  const meanX = readings.reduce((sum, r) => sum + r.answers, 0) / n;
  const meanY = readings.reduce((sum, r) => sum + r.heapUsed, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const r of readings) {
    covariance += (r.answers - meanX) * (r.heapUsed - meanY);
    variance += (r.answers - meanX) ** 2;
  }
  return covariance / variance;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The figures of one class's run and its verdict: no failed answer, and both goals of {@link SOAK_GOALS} met. */
export function soakVerdict(run: SoakClassRun): SoakVerdict {
  const first = run.readings[0]!;
  const last = run.readings[run.readings.length - 1]!;
  const retained = Math.round(retainedBytesPerAnswer(run.readings));
  const maxRss = Math.max(...run.readings.map((r) => r.rss));
  return {
    label: run.label,
    answers: last.answers - first.answers,
    heapStartMb: mb(first.heapUsed),
    heapEndMb: mb(last.heapUsed),
    retainedBytesPerAnswer: retained,
    maxRssMb: mb(maxRss),
    failed: run.failed,
    ok: run.failed === 0 && retained <= SOAK_GOALS.retainedBytesPerAnswer && maxRss < SOAK_GOALS.rssBytes,
  };
}

/** The README's soak table: a row per page class, then the goals. */
export function soakTable(verdicts: SoakVerdict[]): string {
  const rows = verdicts.map(
    (v) =>
      `| ${v.label} | ${v.answers.toLocaleString('en')} | ${v.heapStartMb} → ${v.heapEndMb} | ` +
      `${v.retainedBytesPerAnswer} | ${v.maxRssMb} | ${v.failed} | ${v.ok ? '✓' : '✗'} |`,
  );
  return [
    '| page class | answers | heap after GC, MB | retained B/answer | max RSS MB | failed | goal |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
