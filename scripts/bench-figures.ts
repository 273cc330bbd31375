/**
 * Pure reductions of `npm run bench`'s raw figures: the JS bytes of Lighthouse's network-requests audit, and medians
 * of several runs (Lighthouse's figures vary from run to run on a shared machine).
 */
import type { LighthouseFigures } from './bench-goals';

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

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * Each figure's median over several runs of one page (figure by figure: the medians may come from different runs).
 * @throws Error when `runs` is empty
 */
export function medians(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take medians of');
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpS: of('lcpS'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsKB: of('jsKB'),
  };
}
