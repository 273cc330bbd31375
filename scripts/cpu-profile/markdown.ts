/**
 * The Markdown report of scripts/cpu-profile-summary.ts: a header line, self time by package, the top functions.
 * Pure: the figures come from ./summary.ts.
 */
import { markdownTableLines } from '../markdown-table';
import type { Row, Summary } from './summary';

/** Share of busy time under which a package row is folded into "other". */
export const FOLD_BELOW_SHARE = 0.005;

/** Shown where a figure does not apply (ms per request without `--requests`). */
const NONE = '—';

/** Milliseconds with one decimal. */
export function ms(value: number): string {
  return value.toFixed(1);
}

/**
 * The package rows as the table shows them: those under `share` of busy time folded into one
 * `other (n packages)` row at the end (a single small row stays as itself).
 * @param rows packages, largest first; busyMs the busy time, ms.
 */
export function foldSmall(rows: Row[], busyMs: number, share = FOLD_BELOW_SHARE): Row[] {
  const kept = rows.filter((row) => busyMs > 0 && row.selfMs >= busyMs * share);
  const small = rows.filter((row) => !kept.includes(row));
  if (small.length <= 1) return [...kept, ...small];
  const selfMs = small.reduce((sum, row) => sum + row.selfMs, 0);
  return [...kept, { name: `other (${small.length} packages)`, selfMs }];
}

/**
 * The report's first line: wall time, busy CPU time (idle left out) and, with a request count, busy ms per request.
 * @param requests requests the server answered while profiled.
 */
export function headerLine(summary: Summary, requests?: number): string {
  const parts = [
    `wall ${ms(summary.wallMs)} ms`,
    `busy CPU ${ms(summary.busyMs)} ms (idle ${ms(summary.idleMs)} ms left out)`,
  ];
  if (requests) parts.push(`${requests} requests: ${(summary.busyMs / requests).toFixed(2)} ms busy per request`);
  return `**CPU profile**: ${parts.join(', ')}`;
}

/**
 * Self time by package, folded by {@link foldSmall}, with a total row.
 * @param requests requests answered while profiled; without it the ms/request column shows "—".
 */
export function packageTable(summary: Summary, requests?: number): string {
  const { busyMs } = summary;
  const percent = (value: number): string => (busyMs > 0 ? `${((100 * value) / busyMs).toFixed(1)} %` : NONE);
  const perRequest = (value: number): string => (requests ? (value / requests).toFixed(2) : NONE);
  const row = (name: string, value: number): string[] => [name, ms(value), percent(value), perRequest(value)];
  const rows = foldSmall(summary.packages, busyMs).map(({ name, selfMs }) => row(name, selfMs));
  rows.push(row('**busy total**', busyMs));
  return markdownTableLines(['package', 'self ms', '% of busy', 'ms/request'], rows).join('\n');
}

/**
 * The `top` functions by self time.
 * @param top how many rows at most.
 */
export function functionTable(summary: Summary, top: number): string {
  const rows = summary.functions
    .slice(0, top)
    .map(({ name, where, selfMs }) => [`\`${name}\``, where ? `\`${where}\`` : NONE, ms(selfMs)]);
  return markdownTableLines(['function', 'where (original file:line)', 'self ms'], rows).join('\n');
}

/**
 * The whole report: header line, package table, top functions.
 * @param options.requests requests answered while profiled; options.top how many functions.
 */
export function formatReport(summary: Summary, options: { requests?: number; top: number }): string {
  return [
    headerLine(summary, options.requests),
    '',
    packageTable(summary, options.requests),
    '',
    `Top ${Math.min(options.top, summary.functions.length)} functions by self time:`,
    '',
    functionTable(summary, options.top),
    '',
  ].join('\n');
}
