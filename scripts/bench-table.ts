/**
 * The one table `npm run bench` prints (markdown, ready for the README): a row per page, the bare Next.js page first,
 * each figure the median of its runs with its ratio to the bare page of the same run, its range over the runs in
 * brackets (`84 (−15) [79–88]`) and a mark where a goal applies (✓ met, ✗ missed: by the median); the lines that say
 * what the figures are; then one verdict line per goal. Pure: the figures come from e2e/bench.ts, the goals from
 * scripts/bench-goals.ts.
 */
import type { Range } from './bench-figures';
import {
  compare,
  GOAL_LABELS,
  GOAL_PART,
  verdicts,
  type BenchRow,
  type GoalKey,
  type PageKind,
  type Verdicts,
} from './bench-goals';
import { markdownTableLines } from './markdown-table';

/** Shown where the run has no figure. */
const NONE = '—';

/** `✓`/`✗` after a figure when a goal judged it, nothing otherwise. */
export function mark(ok: boolean | undefined): string {
  if (ok === undefined) return '';
  return ok ? ' ✓' : ' ✗';
}

/** A signed whole number with a true minus sign: `+2`, `0`, `−20`. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  return value < 0 ? `\u2212${-value}` : '0';
}

/** `value (ratio×)`, or the value alone without a ratio, or — without a value. */
export function withRatio(value: string | undefined, ratio: number | undefined): string {
  if (value === undefined) return NONE;
  return ratio === undefined ? value : `${value} (${ratio.toFixed(2)}×)`;
}

/**
 * ` [min–max]`, both ends written as the median is; nothing without a range or when both ends read the same (every
 * run gave that figure, or there was one run).
 */
export function range(spread: Range | undefined, format: (value: number) => string): string {
  if (!spread) return '';
  const [low, high] = [format(spread.min), format(spread.max)];
  return low === high ? '' : ` [${low}–${high}]`;
}

/** A column of figures: its heading, where its figure is, how it is written, and the goal that judges it. */
interface FigureColumn {
  heading: string;
  part: 'lighthouse' | 'load';
  key: string;
  format: (value: number) => string;
  goal?: GoalKey;
  /** What follows a page's median (never the bare page's): its difference or ratio to the bare page. */
  versus?: (row: BenchRow, bare: BenchRow | undefined) => string;
}

const whole = (value: number) => String(value);
const fixed = (digits: number) => (value: number) => value.toFixed(digits);
/** A ratio to the bare page, as it follows a median: ` (2.87×)`. */
const times = (of: (row: BenchRow, bare: BenchRow | undefined) => number | undefined) =>
  function versus(row: BenchRow, bare: BenchRow | undefined) {
    return withRatio('', of(row, bare));
  };

const FIGURES: FigureColumn[] = [
  {
    heading: 'Lighthouse perf (Δ bare)',
    part: 'lighthouse',
    key: 'performance',
    format: whole,
    goal: 'perf',
    versus: (row, bare) => {
      const delta = compare(row, bare).perfDelta;
      return delta === undefined ? '' : ` (${signed(delta)})`;
    },
  },
  {
    heading: 'TBT ms (× bare)',
    part: 'lighthouse',
    key: 'tbtMs',
    format: whole,
    goal: 'tbt',
    versus: times((row, bare) => compare(row, bare).tbtRatio),
  },
  { heading: 'CLS', part: 'lighthouse', key: 'cls', format: fixed(3), goal: 'cls' },
  { heading: 'a11y', part: 'lighthouse', key: 'accessibility', format: whole, goal: 'a11y' },
  { heading: 'LCP s', part: 'lighthouse', key: 'lcpS', format: fixed(2) },
  {
    heading: 'JS before quiet, gzip KB (× bare)',
    part: 'lighthouse',
    key: 'jsKB',
    format: fixed(1),
    goal: 'js',
    versus: times((row, bare) => compare(row, bare).jsRatio),
  },
  {
    heading: 'req/s (× bare)',
    part: 'load',
    key: 'rps',
    format: whole,
    goal: 'rps',
    versus: times((row, bare) => compare(row, bare).rpsRatio),
  },
  { heading: 'p50 ms', part: 'load', key: 'p50ms', format: whole },
  { heading: 'p99 ms', part: 'load', key: 'p99ms', format: whole, goal: 'p99' },
  { heading: 'HTML KB', part: 'load', key: 'htmlBytes', format: (bytes) => (bytes / 1024).toFixed(1), goal: 'html' },
  { heading: 'app CPU ms/req', part: 'load', key: 'cpuMsPerRequest', format: fixed(1), goal: 'cpu' },
];

/** A figure's cell: its median, its difference or ratio to the bare page, its range, its mark; — without a median. */
function figureCell(column: FigureColumn, row: BenchRow, bare: BenchRow | undefined, v: Verdicts): string {
  const value = (row[column.part] as Partial<Record<string, number>> | undefined)?.[column.key];
  if (value === undefined) return NONE;
  const spread = (row.spread?.[column.part] as Partial<Record<string, Range>> | undefined)?.[column.key];
  const versus = row.kind === 'bare' || !column.versus ? '' : column.versus(row, bare);
  return `${column.format(value)}${versus}${range(spread, column.format)}${column.goal ? mark(v[column.goal]) : ''}`;
}

/** Escapes a cell for a markdown table (a `|` would end the cell). */
/**
 * The combined table, in markdown: medians with their ranges, ratios and marks.
 * @param rows the bench's rows; the bare page's row (kind `bare`) is the floor of every ratio
 * @returns the table's lines joined by newlines (heading, separator, one line a row)
 */
export function markdownTable(rows: BenchRow[]): string {
  const bare = rows.find((row) => row.kind === 'bare');
  const cells = rows.map((row) => {
    const v = verdicts(row, bare);
    return [row.page, ...FIGURES.map((column) => figureCell(column, row, bare, v))];
  });
  const header = ['page', ...FIGURES.map((column) => column.heading)];
  return markdownTableLines(header, cells, ['left', ...FIGURES.map(() => 'right' as const)]).join('\n');
}

/** The most runs a page's row made of a part (the bare row's load runs are one per page), or 0 when it did not run. */
const runsOf = (rows: BenchRow[], part: 'lighthouse' | 'load') =>
  Math.max(0, ...rows.filter((row) => row.kind !== 'bare').map((row) => row.runs?.[part]?.of ?? 0));

/**
 * The lines printed above the table: what its figures are, and the rows whose medians come from fewer runs than were
 * made (a failed Lighthouse run is left out).
 * @param seconds the length of one load run, in s
 * @returns e.g. `Lighthouse mobile: medians of 5 rounds, …`; a part that did not run has no line
 */
export function tableLegend(rows: BenchRow[], seconds: number): string[] {
  const lighthouse = runsOf(rows, 'lighthouse');
  const load = runsOf(rows, 'load');
  const fewer = rows.flatMap((row) =>
    (['lighthouse', 'load'] as const).flatMap((part) => {
      const runs = row.runs?.[part];
      const name = part === 'lighthouse' ? 'Lighthouse' : 'load';
      return runs && runs.ok < runs.of ? [`${row.page} ${name} ${runs.ok} of ${runs.of}`] : [];
    }),
  );
  return [
    ...(lighthouse ? [`Lighthouse mobile: medians of ${lighthouse} rounds, each the bare page then every page.`] : []),
    ...(load
      ? [
          `Server: autocannon -c 10, ${seconds} s a run, medians of ${load} runs a page, each right after a run of ` +
            'the bare page; × bare is to the median of those bare runs.',
        ]
      : []),
    '[min–max]: the range over the runs, left out where every run gave the same figure. ✓/✗ judge the median.',
    ...(fewer.length ? [`Fewer runs: ${fewer.join('; ')}.`] : []),
  ];
}

/** Whether a goal is one a row of this kind is held to. */
const holds = (key: GoalKey, kind: PageKind) => kind !== 'bare' && (key !== 'html' || kind === 'signedIn');

/**
 * One line per goal that the run could judge: met or not by the median of every page it applies to, with the pages
 * that miss it and those whose part ran but gave no figure (every run failed), which cannot be said to meet it.
 * @returns lines such as `✗ TBT ≤ 1.5× the bare page's: missed by /widget, /login (2 of 4 pages)`
 */
export function goalSummary(rows: BenchRow[]): string[] {
  const bare = rows.find((row) => row.kind === 'bare');
  const judged = rows.map((row) => ({ row, v: verdicts(row, bare) }));
  return (Object.keys(GOAL_LABELS) as GoalKey[]).flatMap((key) => {
    const applies = judged.filter(({ v }) => v[key] !== undefined);
    const blank = judged
      .filter(({ row }) => holds(key, row.kind) && row.runs?.[GOAL_PART[key]]?.ok === 0)
      .map(({ row }) => row.page);
    const total = applies.length + blank.length;
    if (total === 0) return [];
    const missed = applies.filter(({ v }) => v[key] === false).map(({ row }) => row.page);
    if (missed.length + blank.length === 0)
      return [`✓ ${GOAL_LABELS[key]}: met by ${total === 1 ? 'its one page' : `all ${total} pages`}`];
    const parts = [
      ...(missed.length ? [`missed by ${missed.join(', ')}`] : []),
      ...(blank.length ? [`no figures for ${blank.join(', ')}`] : []),
    ];
    return [`✗ ${GOAL_LABELS[key]}: ${parts.join('; ')} (${missed.length + blank.length} of ${total} pages)`];
  });
}
