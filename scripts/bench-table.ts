/**
 * The one table `npm run bench` prints (markdown, ready for the README): a row per page, the bare Next.js page first,
 * each figure with its ratio to the bare page of the same run and a mark where a goal applies (✓ met, ✗ missed), then
 * one verdict line per goal. Pure: the figures come from e2e/bench.ts, the goals from scripts/bench-goals.ts.
 */
import { compare, GOAL_LABELS, verdicts, type BenchRow, type GoalKey, type Verdicts } from './bench-goals';

/** Shown where the run has no figure. */
const NONE = '—';

/** `✓`/`✗` after a figure when a goal judged it, nothing otherwise. */
export function mark(ok: boolean | undefined): string {
  if (ok === undefined) return '';
  return ok ? ' ✓' : ' ✗';
}

/** A signed whole number: `+2`, `0`, `-20`. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** `value (ratio×)`, or the value alone without a ratio, or — without a value. */
export function withRatio(value: string | undefined, ratio: number | undefined): string {
  if (value === undefined) return NONE;
  return ratio === undefined ? value : `${value} (${ratio.toFixed(2)}×)`;
}

/** The table's columns: heading and the cell of a row. */
const COLUMNS: Array<[string, (row: BenchRow, bare: BenchRow | undefined, v: Verdicts) => string]> = [
  ['page', (row) => row.page],
  [
    'Lighthouse perf (Δ bare)',
    (row, bare, v) => {
      const lh = row.lighthouse;
      if (!lh) return NONE;
      const delta = compare(row, bare).perfDelta;
      return `${lh.performance}${row.kind === 'bare' || delta === undefined ? '' : ` (${signed(delta)})`}${mark(v.perf)}`;
    },
  ],
  [
    'TBT ms (× bare)',
    (row, bare, v) =>
      withRatio(row.lighthouse?.tbtMs.toString(), row.kind === 'bare' ? undefined : compare(row, bare).tbtRatio) +
      mark(v.tbt),
  ],
  ['CLS', (row, _, v) => (row.lighthouse ? row.lighthouse.cls.toFixed(3) + mark(v.cls) : NONE)],
  ['a11y', (row, _, v) => (row.lighthouse ? row.lighthouse.accessibility + mark(v.a11y) : NONE)],
  ['LCP s', (row) => (row.lighthouse ? row.lighthouse.lcpS.toFixed(2) : NONE)],
  [
    'JS before quiet, gzip KB (× bare)',
    (row, bare, v) =>
      withRatio(row.lighthouse?.jsKB.toFixed(1), row.kind === 'bare' ? undefined : compare(row, bare).jsRatio) +
      mark(v.js),
  ],
  [
    'req/s (× bare)',
    (row, bare, v) =>
      withRatio(row.load?.rps.toString(), row.kind === 'bare' ? undefined : compare(row, bare).rpsRatio) + mark(v.rps),
  ],
  ['p50 / p99 ms', (row, _, v) => (row.load ? `${row.load.p50ms} / ${row.load.p99ms}${mark(v.p99)}` : NONE)],
  ['HTML KB', (row, _, v) => (row.load ? (row.load.htmlBytes / 1024).toFixed(1) + mark(v.html) : NONE)],
  ['app CPU ms/req', (row) => row.load?.cpuMsPerRequest?.toFixed(1) ?? NONE],
];

/** Escapes a cell for a markdown table (a `|` would end the cell). */
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The combined table, in markdown.
 * @param rows the bench's rows; the bare page's row (kind `bare`) is the floor of every ratio
 * @returns the table's lines joined by newlines (heading, separator, one line a row)
 */
export function markdownTable(rows: BenchRow[]): string {
  const bare = rows.find((row) => row.kind === 'bare');
  const lines = [
    `| ${COLUMNS.map(([heading]) => heading).join(' | ')} |`,
    `|${COLUMNS.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => {
      const v = verdicts(row, bare);
      return `| ${COLUMNS.map(([, of]) => cell(of(row, bare, v))).join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

/**
 * One line per goal that the run could judge: met or not on every page it applies to, with the pages that miss it.
 * @returns lines such as `✗ TBT ≤ 1.5× the bare page's: missed by /widget, /login (3 of 4 pages)`
 */
export function goalSummary(rows: BenchRow[]): string[] {
  const bare = rows.find((row) => row.kind === 'bare');
  const judged = rows.map((row) => ({ page: row.page, v: verdicts(row, bare) }));
  return (Object.keys(GOAL_LABELS) as GoalKey[]).flatMap((key) => {
    const applies = judged.filter(({ v }) => v[key] !== undefined);
    if (applies.length === 0) return [];
    const missed = applies.filter(({ v }) => v[key] === false).map(({ page }) => page);
    return [
      missed.length === 0
        ? `✓ ${GOAL_LABELS[key]}: met by all ${applies.length} pages`
        : `✗ ${GOAL_LABELS[key]}: missed by ${missed.join(', ')} (${missed.length} of ${applies.length} pages)`,
    ];
  });
}
