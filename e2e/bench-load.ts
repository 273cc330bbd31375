/**
 * The server part of `npm run bench`: `runs` rounds, each of them every page under autocannon (10 connections,
 * `seconds` each) right after a run of the bare Next.js page, so that each page's requests/s has the bare page's of the
 * moment beside it (the machine is shared and its speed drifts) and each page's runs are spread over the whole part.
 * For every run it also reads the serving process's CPU time (e2e/bench-cpu.ts) and one answer's HTML bytes. The
 * medians and ranges are scripts/bench-figures.ts's.
 */
import type { CpuMeter } from './bench-cpu';
import { bodyBytes, load, type LoadResult } from './bench-server';
import { summarize, type Summary } from '../scripts/bench-figures';
import type { LoadFigures } from '../scripts/bench-goals';

/** A page to load: its label, and how to reach it (resolved just before each run: a sign-in flow URL expires). */
export interface LoadPage {
  label: string;
  target: () => Promise<{ url: string; cookie: string }>;
}

/** Medians and ranges of the bare page's runs and of each page's, and any run that had failed answers. */
export interface LoadOutcome {
  bare: Summary<LoadFigures>;
  pages: Map<string, Summary<LoadFigures>>;
  /** Runs with non-2xx answers or errors (their figures are suspect, and counted). */
  failed: LoadResult[];
}

/** One run's figures of a URL, with the CPU its server used per answer (ms, one decimal). */
async function measure(label: string, url: string, seconds: number, meter: CpuMeter, cookie = '') {
  const stop = meter.start();
  const run = await load(label, url, { seconds, cookie });
  const cpuMs = stop();
  const figures: LoadFigures = {
    rps: run.rps,
    p50ms: run.p50ms,
    p99ms: run.p99ms,
    htmlBytes: await bodyBytes(url, cookie),
    cpuMsPerRequest: cpuMs === undefined || run.total === 0 ? undefined : Math.round((cpuMs / run.total) * 10) / 10,
  };
  return { run, figures };
}

/**
 * Runs `runs` rounds of the bare page then each page, in turn.
 * @param bareUrl the bare page's URL; `meters` read the bare server's and the app's CPU
 * @param seconds the length of one run, in s
 * @returns the bare page's medians over all its runs, and each page's (its `bareRps` the median of the bare runs just
 *   before its own), keyed by label
 */
export async function runLoads(
  bareUrl: string,
  pages: LoadPage[],
  seconds: number,
  runs: number,
  meters: { bare: CpuMeter; app: CpuMeter },
): Promise<LoadOutcome> {
  const bareRuns: LoadFigures[] = [];
  const pageRuns = new Map<string, LoadFigures[]>(pages.map((page) => [page.label, []]));
  const failed: LoadResult[] = [];
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      const floor = await measure('bare /', bareUrl, seconds, meters.bare);
      bareRuns.push(floor.figures);
      const target = await page.target();
      const { run, figures } = await measure(page.label, target.url, seconds, meters.app, target.cookie);
      for (const r of [floor.run, run]) if (r.non2xx > 0 || r.errors > 0) failed.push(r);
      pageRuns.get(page.label)!.push({ ...figures, bareRps: floor.figures.rps });
    }
  }
  return {
    bare: summarize(bareRuns),
    pages: new Map([...pageRuns].map(([label, figures]) => [label, summarize(figures)])),
    failed,
  };
}
