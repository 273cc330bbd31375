/**
 * Pure reductions of `npm run bench`'s raw figures: the JS bytes of Lighthouse's network-requests audit, and the
 * median and spread (min–max) of each figure over several runs. Lighthouse's and autocannon's figures vary from run to
 * run on a shared machine, so the bench judges its goals on the medians and prints the spreads beside them.
 */

/** One item of the network-requests audit's table (the fields read here). */
interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Script bytes (as transferred) of a network-requests audit's items, in KB with one decimal.
 * @param items the audit's `details.items` (anything else counts as no request)
 */
export function scriptKB(items: unknown): number {
  const requests = Array.isArray(items) ? (items as NetworkRequest[]) : [];
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * The middle value (the upper one of an even count), so that a median is always a figure some run gave.
 * @throws Error when `values` is empty
 */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('no value to take the median of');
  return [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
}

/** The lowest and highest value of a figure over its runs, in the figure's own unit. */
export interface Range {
  min: number;
  max: number;
}

/** A set of figures whose values are numbers (some may be missing, e.g. CPU ms without a known pid). */
export type Figures<T> = { [K in keyof T]: number | undefined };

/** The range of each figure of a set over its runs. */
export type Spread<T> = { [K in keyof T]?: Range };

/** Figures over several runs: each figure's median, its range, and how many runs they come from. */
export interface Summary<T> {
  median: T;
  spread: Spread<T>;
  runs: number;
}

/**
 * Each figure's median and range over several runs of one page, figure by figure: the medians may come from different
 * runs. A figure missing from some runs (undefined, not a finite number) is reduced over the runs that have it, and
 * left out when none has it.
 * @param runs one set of figures a run, all of the same shape
 * @throws Error when `runs` is empty
 */
export function summarize<T extends Figures<T>>(runs: T[]): Summary<T> {
  if (runs.length === 0) throw new Error('no run to take medians of');
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))] as Array<keyof T>;
  const middle: Partial<Record<keyof T, number>> = {};
  const spread: Spread<T> = {};
  for (const key of keys) {
    const values = runs
      .map((run) => run[key] as number | undefined)
      .filter((value): value is number => Number.isFinite(value));
    if (values.length === 0) continue;
    middle[key] = median(values);
    spread[key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return { median: middle as T, spread, runs: runs.length };
}
