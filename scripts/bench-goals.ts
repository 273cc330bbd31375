/**
 * The performance goals `npm run bench` checks (docs/performance.md), as data, and the ratios to the bare Next.js page
 * most are stated in. Every figure is the median of its runs, and a goal is met only by the median (the spread is
 * shown, not judged). The browser figures are compared with the bare page of the same run: the machine is shared and
 * busy, so absolute figures drift from run to run while ratios hold; the app's CPU per answer is its own and is judged
 * in ms. Pure: e2e/bench.ts gathers the figures, these functions judge them and scripts/bench-table.ts prints them.
 */
import type { Spread } from './bench-figures';

/** What a row is: the floor, a public screen, the sign-in flow page, or a signed-in screen (goals differ). */
export type PageKind = 'bare' | 'public' | 'signin' | 'signedIn';

/** Lighthouse mobile figures of one page: one run's, or the medians of several. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  /** Script bytes (as transferred: gzip) of Lighthouse's network-requests audit, in KB: all JS before quiet. */
  jsKB: number;
}

/** Server figures of one page under autocannon (10 connections): one run's, or the medians of several. */
export interface LoadFigures {
  /** Mean requests/s of the run. */
  rps: number;
  /** Latency percentiles of the run, in ms. */
  p50ms: number;
  p99ms: number;
  /** Body bytes of one answer, as the load's requests get it (no Accept-Encoding: raw). */
  htmlBytes: number;
  /** CPU ms of the serving process per answer; undefined when its pid is unknown. */
  cpuMsPerRequest?: number;
  /**
   * Requests/s of the bare page's run just before this one (the ratio's floor; in medians, the median of those bare
   * runs); the bare row has none.
   */
  bareRps?: number;
}

/** How many runs of a part gave figures, of how many made. */
export interface RunCount {
  ok: number;
  of: number;
}

/**
 * One row of the bench: a page and whatever figures the run measured for it, as medians, with each figure's range
 * over its runs and the runs' count per part (a part with `ok` 0 was tried and gave nothing).
 */
export interface BenchRow {
  page: string;
  kind: PageKind;
  lighthouse?: LighthouseFigures;
  load?: LoadFigures;
  spread?: { lighthouse?: Spread<LighthouseFigures>; load?: Spread<LoadFigures> };
  runs?: { lighthouse?: RunCount; load?: RunCount };
}

/** The goals' numbers, each judged on a page's median. */
export const GOALS = {
  /** Lighthouse performance at most this many points under the bare page. */
  perfDelta: -3,
  /** TBT at most this many times the bare page's. */
  tbtRatio: 1.5,
  /** Cumulative layout shift, as Lighthouse's figure rounded to 3 decimals: none. */
  cls: 0,
  accessibility: 100,
  /** JS before the network is quiet, at most this many times the bare page's. */
  jsRatio: { public: 1.7, signin: 1.7, signedIn: 2 },
  /** Requests/s at least this share of the bare page's runs beside the page's. */
  rpsRatio: { public: 0.35, signin: 0.35, signedIn: 0.15 },
  /** The serving process's CPU ms per answer under the load, at most. */
  cpuMs: { public: 8, signin: 12, signedIn: 20 },
  /** Latency p99 at 10 connections, in ms, at most (every page). */
  p99ms: 600,
  /** HTML bytes of one signed-in answer (raw), at most. */
  htmlBytes: { signedIn: 40 * 1024 },
} as const;

/**
 * `value / floor`, rounded to 2 decimals.
 * @returns undefined when either is missing or the floor is 0
 */
export function ratio(value: number | undefined, floor: number | undefined): number | undefined {
  if (value === undefined || floor === undefined || floor === 0) return undefined;
  return Math.round((value / floor) * 100) / 100;
}

/** The figures of a row next to the bare page's: Lighthouse points difference and the × ratios. */
export interface Comparison {
  perfDelta?: number;
  tbtRatio?: number;
  jsRatio?: number;
  rpsRatio?: number;
}

/**
 * Compares a row with the bare row. Requests/s use the bare run beside the page's (`load.bareRps`) when there is one,
 * else the bare row's own figure.
 */
export function compare(row: BenchRow, bare: BenchRow | undefined): Comparison {
  const lh = row.lighthouse;
  const floor = bare?.lighthouse;
  return {
    perfDelta: lh && floor ? lh.performance - floor.performance : undefined,
    tbtRatio: ratio(lh?.tbtMs, floor?.tbtMs),
    jsRatio: ratio(lh?.jsKB, floor?.jsKB),
    rpsRatio: ratio(row.load?.rps, row.load?.bareRps ?? bare?.load?.rps),
  };
}

/** The figures a goal judges, one key each. */
export type GoalKey = 'perf' | 'tbt' | 'cls' | 'a11y' | 'js' | 'rps' | 'p99' | 'cpu' | 'html';

/** The part of the bench that measures each goal's figure. */
export const GOAL_PART: Record<GoalKey, 'lighthouse' | 'load'> = {
  perf: 'lighthouse',
  tbt: 'lighthouse',
  cls: 'lighthouse',
  a11y: 'lighthouse',
  js: 'lighthouse',
  rps: 'load',
  p99: 'load',
  cpu: 'load',
  html: 'load',
};

/** Whether each goal that applies to a row (and was measured) is met; a key is absent when it does not apply. */
export type Verdicts = Partial<Record<GoalKey, boolean>>;

/**
 * Judges a row's medians against the goals of its kind. The bare row has none. A goal whose figure the run did not
 * measure (a part left out, a floor of 0, CPU without the app's pid) gets no verdict.
 */
export function verdicts(row: BenchRow, bare: BenchRow | undefined): Verdicts {
  if (row.kind === 'bare') return {};
  const kind = row.kind;
  const c = compare(row, bare);
  const out: Verdicts = {};
  const set = (key: GoalKey, ok: boolean | undefined) => {
    if (ok !== undefined) out[key] = ok;
  };
  const lh = row.lighthouse;
  set('perf', c.perfDelta === undefined ? undefined : c.perfDelta >= GOALS.perfDelta);
  set('tbt', c.tbtRatio === undefined ? undefined : c.tbtRatio <= GOALS.tbtRatio);
  set('cls', lh && lh.cls <= GOALS.cls);
  set('a11y', lh && lh.accessibility >= GOALS.accessibility);
  set('js', c.jsRatio === undefined ? undefined : c.jsRatio <= GOALS.jsRatio[kind]);
  set('rps', c.rpsRatio === undefined ? undefined : c.rpsRatio >= GOALS.rpsRatio[kind]);
  const load = row.load;
  set('p99', load && load.p99ms <= GOALS.p99ms);
  const cpu = load?.cpuMsPerRequest;
  set('cpu', cpu === undefined ? undefined : cpu <= GOALS.cpuMs[kind]);
  if (kind === 'signedIn' && load) set('html', load.htmlBytes <= GOALS.htmlBytes.signedIn);
  return out;
}

/** What each goal says, for the verdict lines under the table, in the order they are printed. */
export const GOAL_LABELS: Record<GoalKey, string> = {
  perf: `Lighthouse performance within ${-GOALS.perfDelta} points of the bare page`,
  tbt: `TBT ≤ ${GOALS.tbtRatio}× the bare page's`,
  cls: `CLS ${GOALS.cls}`,
  a11y: `accessibility ${GOALS.accessibility}`,
  cpu:
    `app CPU per answer ≤ ${GOALS.cpuMs.signedIn} ms (signed in), ≤ ${GOALS.cpuMs.signin} ms (/login), ` +
    `≤ ${GOALS.cpuMs.public} ms (public)`,
  p99: `p99 ≤ ${GOALS.p99ms} ms at 10 connections`,
  js: `JS before the network is quiet ≤ ${GOALS.jsRatio.public}× bare (public, /login), ≤ ${GOALS.jsRatio.signedIn}× (signed in)`,
  rps: `requests/s ≥ ${GOALS.rpsRatio.public}× bare (public, /login), ≥ ${GOALS.rpsRatio.signedIn}× (signed in)`,
  html: `HTML ≤ ${GOALS.htmlBytes.signedIn / 1024} KB (signed in)`,
};
