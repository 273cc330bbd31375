/**
 * The server part of `npm run bench`: each page under autocannon (10 connections, `seconds` each) right after a run
 * of the bare Next.js page, so that each page's requests/s has the bare page's of the moment beside it (the machine
 * is shared and its speed drifts). For every run it also reads the serving process's CPU time (e2e/bench-cpu.ts) and
 * one answer's HTML bytes.
 */
import type { CpuMeter } from './bench-cpu';
import { bodyBytes, load, type LoadResult } from './bench-server';
import { median } from '../scripts/bench-figures';
import type { LoadFigures } from '../scripts/bench-goals';

/** A page to load: its label, and how to reach it (resolved just before its run: a sign-in flow URL expires). */
export interface LoadPage {
  label: string;
  target: () => Promise<{ url: string; cookie: string }>;
}

/** Figures of the bare page's runs and of each page's, and any run that had failed answers. */
export interface LoadOutcome {
  bare: LoadFigures;
  pages: Map<string, LoadFigures>;
  /** Runs with non-2xx answers or errors (their figures are suspect). */
  failed: LoadResult[];
}

/** Load of one URL, with the CPU its server used per answer. */
async function measure(label: string, url: string, seconds: number, meter: CpuMeter, cookie = '') {
  const stop = meter.start();
  const run = await load(label, url, { seconds, cookie });
  const cpuMs = stop();
  return { run, cpuMs, cpuMsPerRequest: cpuMs === undefined ? undefined : Math.round((cpuMs / run.total) * 10) / 10 };
}

/**
 * Runs the bare page then each page, in turn.
 * @param bareUrl the bare page's URL; `meters` read the bare server's and the app's CPU
 * @returns the bare page's medians (CPU: over all its runs) and each page's figures, keyed by label
 */
export async function runLoads(
  bareUrl: string,
  pages: LoadPage[],
  seconds: number,
  meters: { bare: CpuMeter; app: CpuMeter },
): Promise<LoadOutcome> {
  const bareRuns: Array<Awaited<ReturnType<typeof measure>>> = [];
  const out = new Map<string, LoadFigures>();
  const failed: LoadResult[] = [];
  for (const page of pages) {
    const floor = await measure('bare /', bareUrl, seconds, meters.bare);
    bareRuns.push(floor);
    const target = await page.target();
    const { run, cpuMsPerRequest } = await measure(page.label, target.url, seconds, meters.app, target.cookie);
    for (const r of [floor.run, run]) if (r.non2xx > 0 || r.errors > 0) failed.push(r);
    out.set(page.label, {
      rps: run.rps,
      p50ms: run.p50ms,
      p99ms: run.p99ms,
      htmlBytes: await bodyBytes(target.url, target.cookie),
      cpuMsPerRequest,
      bareRps: floor.run.rps,
    });
  }
  const cpu = bareRuns.every((r) => r.cpuMs !== undefined)
    ? bareRuns.reduce((sum, r) => sum + r.cpuMs!, 0) / bareRuns.reduce((sum, r) => sum + r.run.total, 0)
    : undefined;
  const bare: LoadFigures = {
    rps: median(bareRuns.map((r) => r.run.rps)),
    p50ms: median(bareRuns.map((r) => r.run.p50ms)),
    p99ms: median(bareRuns.map((r) => r.run.p99ms)),
    htmlBytes: await bodyBytes(bareUrl),
    cpuMsPerRequest: cpu === undefined ? undefined : Math.round(cpu * 10) / 10,
  };
  return { bare, pages: out, failed };
}
