/**
 * Benchmark (house rule: speed and size are measured here, never by a timed test). Run against a production build that
 * is already serving with the sandbox, e.g. `npm run demo` in another terminal (under the e2e lock on the shared
 * machine), then `npm run bench`. It builds and serves a bare Next.js page itself (e2e/bench-bare.ts) so that every
 * figure has its ratio to the framework's floor from the same run.
 *
 * Prints one markdown table (the README's), a row per page: the bare page, /widget, /login (its Kratos flow URL),
 * /terms-and-conditions, /transactions signed in as the sandbox's seeded identity, /error. Every figure is the median
 * of its runs with its range beside it (`84 (−15) [79–88]`, scripts/bench-table.ts), and a goal is judged on the
 * median. Columns: Lighthouse mobile performance (BENCH_LH_RUNS rounds, each round the bare page then every page) and
 * its difference from the bare page, TBT and its ratio, CLS, accessibility, LCP, all JS the page downloads before the
 * network is quiet (gzip, lazy chunks included, from Lighthouse's network-requests audit) and its ratio; requests/s
 * under autocannon (10 connections, BENCH_SECONDS a run, BENCH_LOAD_RUNS rounds, each round every page right after a
 * run of the bare page) and its ratio to the median of those bare runs, latency p50 and p99, the HTML bytes of one
 * answer (raw) and the serving process's CPU ms per request (found by its listening port, e2e/bench-cpu.ts). Goals
 * (scripts/bench-goals.ts) mark each median ✓/✗ and get one verdict line each. Before it, a table of first-load sizes
 * (the JS/CSS the HTML's tags name, gzip; HTML raw and gzip). With the defaults a run takes about 9 minutes on the
 * 2-core machine: load 5.0 (30 runs of 10 s), Lighthouse 3.8 (30 runs, at the 2.3 minutes that 3 rounds took), plus
 * the bare page's build the first time. Lighthouse's browser holds the cookies of the signed-in and sign-in pages in
 * its jar (e2e/bench-lighthouse.ts).
 *
 * Environment:
 * - BENCH_URL (http://localhost:3000), BENCH_BARE_PORT (3999), BENCH_SECONDS (10);
 * - BENCH_LH_RUNS (5): Lighthouse rounds; BENCH_LOAD_RUNS (3): load rounds;
 * - BENCH_PAGES=/widget,/error: the rows (both parts); BENCH_LOAD_PAGES, BENCH_LH_PAGES: one part's rows only;
 * - BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1, BENCH_SKIP_SIZES=1: leave a part out; BENCH_ONLY=server: the load alone;
 * - BENCH_WITHOUT_SENTRY=1: Lighthouse rows of /widget and /login with the browser Sentry SDK's chunks blocked and of
 *   /widget with Session Replay's alone (e2e/bench-sentry.ts: what spec §9's browser SDK costs them);
 * - BENCH_APP_PID: the app's pid, when its port's listener cannot be found (another user's process, not Linux);
 * - BENCH_JSON=<file>: also writes the rows (medians, ranges, run counts) as JSON.
 * /404 answers with status 404, which Lighthouse refuses to score, so /error stands for the plain screens.
 */
import { writeFileSync } from 'node:fs';
import { startBarePage } from './bench-bare';
import { cpuMeter, processCommand } from './bench-cpu';
import { blockPatterns, lighthouseRun } from './bench-lighthouse';
import { runLoads } from './bench-load';
import { browserSentryChunks, replayChunks } from './bench-sentry';
import { resolveTarget, signedInCookie } from './bench-server';
import { assetSizes } from './bench-sizes';
import { summarize, type Summary } from '../scripts/bench-figures';
import type { BenchRow, LighthouseFigures, PageKind } from '../scripts/bench-goals';
import { goalSummary, markdownTable, tableLegend } from '../scripts/bench-table';

/**
 * A count from the environment, or its default.
 * @throws Error when the variable is set to anything but a whole number of at least 1
 */
function count(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${text}: a whole number of at least 1`);
  return value;
}

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3999);
const SECONDS = count('BENCH_SECONDS', 10);
const LH_RUNS = count('BENCH_LH_RUNS', 5);
const LOAD_RUNS = count('BENCH_LOAD_RUNS', 3);
const ONLY_SERVER = process.env.BENCH_ONLY === 'server';
const APP_PID = process.env.BENCH_APP_PID ? Number(process.env.BENCH_APP_PID) : undefined;
const SIZE_PAGES = ['/login', '/404', '/error', '/widget', '/decision-flow', '/terms-and-conditions', '/order'];

/** A row of the table after the bare page; `signedIn` rows send the seeded identity's session cookie. */
interface Page {
  path: string;
  kind: PageKind;
  /** URL patterns Lighthouse blocks (the "without Sentry" rows). */
  blocked?: string[];
  label?: string;
}

const PAGES: Page[] = [
  { path: '/widget', kind: 'public' },
  { path: '/login', kind: 'signin' },
  { path: '/terms-and-conditions', kind: 'public' },
  { path: '/transactions', kind: 'signedIn' },
  { path: '/error', kind: 'public' },
];

/** The pages a comma-separated list names (a path not in PAGES is a public page), or all. */
function pick(list: string | undefined): Page[] {
  if (!list) return PAGES;
  return list.split(',').map((path) => PAGES.find((page) => page.path === path) ?? { path, kind: 'public' });
}

const LOAD_PAGES = pick(process.env.BENCH_LOAD_PAGES ?? process.env.BENCH_PAGES);
const LH_PAGES = pick(process.env.BENCH_LH_PAGES ?? process.env.BENCH_PAGES);

/** "without Sentry" and "without Replay" rows, when BENCH_WITHOUT_SENTRY=1 and the build is here. */
function withoutSentryPages(): Page[] {
  if (process.env.BENCH_WITHOUT_SENTRY !== '1') return [];
  const sentry = blockPatterns('without Sentry', browserSentryChunks);
  const replay = blockPatterns('without Replay', replayChunks);
  return [
    ...(sentry.length ? PAGES.filter((p) => ['/widget', '/login'].includes(p.path)) : []).map((p) => ({
      ...p,
      blocked: sentry,
      label: `${p.path} without Sentry`,
    })),
    ...(replay.length
      ? [{ path: '/widget', kind: 'public' as const, blocked: replay, label: '/widget without Replay' }]
      : []),
  ];
}

/**
 * Where a page's request ends (the sign-in flow URL with its CSRF cookie; a signed-in page with the session).
 * @throws Error when a signed-in page redirects elsewhere: the bench's sign-in did not hold
 */
async function target(page: Page, session: string): Promise<{ url: string; cookie: string }> {
  const resolved = await resolveTarget(BASE, page.path, page.kind === 'signedIn' ? session : '');
  if (page.kind === 'signedIn' && new URL(resolved.url).pathname !== page.path)
    throw new Error(`signed-in ${page.path} went to ${resolved.url}: the bench's sign-in did not hold`);
  return resolved;
}

const labelOf = (page: Page) => page.label ?? page.path;
const minutes = (since: number) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

/**
 * Lighthouse medians and ranges of the bare page and each page, in rounds (the bare page then every page) so that
 * every page's runs sit between runs of the floor. A failed run is reported and left out of the medians.
 * @returns by label, the runs' medians and ranges; none when every run failed
 */
async function lighthouseRows(bareUrl: string, pages: Page[], session: string) {
  const labels = ['bare /', ...pages.map(labelOf)];
  const runs = new Map<string, LighthouseFigures[]>(labels.map((label) => [label, []]));
  for (let round = 0; round < LH_RUNS; round++) {
    for (const page of [undefined, ...pages]) {
      const label = page ? labelOf(page) : 'bare /';
      try {
        const to = page ? await target(page, session) : { url: `${bareUrl}/`, cookie: '' };
        runs.get(label)!.push(await lighthouseRun(to.url, { blocked: page?.blocked, cookie: to.cookie }));
      } catch (error) {
        console.warn(`Lighthouse run of ${label} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return new Map([...runs].map(([label, figures]) => [label, figures.length ? summarize(figures) : undefined]));
}

/** Puts a part's medians, ranges and run count on a row. */
function setPart<P extends 'lighthouse' | 'load'>(
  row: BenchRow,
  part: P,
  summary: Summary<NonNullable<BenchRow[P]>> | undefined,
  of: number,
) {
  row[part] = summary?.median;
  row.spread = { ...row.spread, [part]: summary?.spread };
  row.runs = { ...row.runs, [part]: { ok: summary?.runs ?? 0, of } };
}

async function main() {
  const started = Date.now();
  const health = await fetch(`${BASE}/404`).catch(() => null);
  if (!health) throw new Error(`No app at ${BASE}: start it first (npm run demo)`);
  const bare = await startBarePage(BARE_PORT);
  try {
    const bareMeter = cpuMeter(BARE_PORT);
    const appMeter = cpuMeter(Number(new URL(BASE).port || 80), APP_PID);
    const named = (pids: number[]) => pids.map((pid) => `${pid} (${processCommand(pid)})`).join(', ') || 'none found';
    console.log(
      `CPU of the app: ${named(appMeter.pids)}; of the bare page: ${named(bareMeter.pids)}, started ${bare.pid}`,
    );
    const session = await signedInCookie(BASE, 'demo@example.com', 'Sandbox-Pass-2026');

    if (!ONLY_SERVER && process.env.BENCH_SKIP_SIZES !== '1') {
      const floor = await assetSizes('/', bare.url);
      console.log(`First-load sizes (gzip; bare Next page: ${floor.jsKB} KB JS, ${floor.htmlKB} KB HTML):`);
      const sizes = await Promise.all(SIZE_PAGES.map((path) => assetSizes(path, BASE)));
      console.table(sizes.map((row) => ({ ...row, xBare: +(row.jsKB / floor.jsKB).toFixed(2) })));
    }

    const rows = new Map<string, BenchRow>([['bare /', { page: 'bare Next page', kind: 'bare' }]]);
    const row = (page: Page) => {
      const label = labelOf(page);
      if (!rows.has(label)) rows.set(label, { page: label, kind: page.kind });
      return rows.get(label)!;
    };

    if (process.env.BENCH_SKIP_LOAD !== '1' && LOAD_PAGES.length > 0) {
      const at = Date.now();
      const pages = LOAD_PAGES.map((page) => ({ label: labelOf(page), target: () => target(page, session) }));
      const meters = { bare: bareMeter, app: appMeter };
      const outcome = await runLoads(`${bare.url}/`, pages, SECONDS, LOAD_RUNS, meters);
      setPart(rows.get('bare /')!, 'load', outcome.bare, LOAD_RUNS * LOAD_PAGES.length);
      for (const page of LOAD_PAGES) setPart(row(page), 'load', outcome.pages.get(labelOf(page)), LOAD_RUNS);
      for (const run of outcome.failed)
        console.warn(`${run.target}: ${run.non2xx} non-2xx answers, ${run.errors} errors: its figures are suspect`);
      console.log(`Server load (${LOAD_RUNS} rounds): ${minutes(at)}`);
    }

    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1' && !ONLY_SERVER) {
      const at = Date.now();
      const pages = [...LH_PAGES, ...withoutSentryPages()];
      const summaries = await lighthouseRows(bare.url, pages, session);
      setPart(rows.get('bare /')!, 'lighthouse', summaries.get('bare /'), LH_RUNS);
      for (const page of pages) setPart(row(page), 'lighthouse', summaries.get(labelOf(page)), LH_RUNS);
      console.log(`Lighthouse (${LH_RUNS} rounds): ${minutes(at)}`);
    }

    const table = [...rows.values()];
    console.log(`\nOne run, ${new Date().toISOString().slice(0, 16)}Z.\n${tableLegend(table, SECONDS).join('\n')}\n`);
    console.log(markdownTable(table));
    console.log(`\nGoals (judged on the medians):\n${goalSummary(table).join('\n')}`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(table, null, 2)}\n`);
    console.log(`\nBench: ${minutes(started)}`);
  } finally {
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
