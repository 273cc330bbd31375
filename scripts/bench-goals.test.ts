import { compare, ratio, verdicts, type BenchRow } from './bench-goals';

const lighthouse = { performance: 98, accessibility: 100, lcpS: 1.2, tbtMs: 150, cls: 0, jsKB: 134 };
const load = { rps: 200, p50ms: 40, p99ms: 90, htmlBytes: 4000, cpuMsPerRequest: 2 };
const bare: BenchRow = { page: 'bare /', kind: 'bare', lighthouse, load };

describe('ratio', () => {
  it('divides and rounds to 2 decimals', () => {
    expect(ratio(323, 134)).toBe(2.41);
    expect(ratio(47, 235)).toBe(0.2);
  });

  it('has no value without both figures or with a floor of 0', () => {
    expect(ratio(undefined, 10)).toBeUndefined();
    expect(ratio(10, undefined)).toBeUndefined();
    expect(ratio(10, 0)).toBeUndefined();
  });
});

describe('compare', () => {
  it('takes requests/s against the bare run beside the page when there is one', () => {
    const row: BenchRow = { page: '/widget', kind: 'public', load: { ...load, rps: 50, bareRps: 250 } };
    expect(compare(row, bare).rpsRatio).toBe(0.2);
    expect(compare({ ...row, load: { ...load, rps: 50 } }, bare).rpsRatio).toBe(0.25);
  });

  it('gives Lighthouse points as a difference and TBT and JS as ratios', () => {
    const row: BenchRow = {
      page: '/widget',
      kind: 'public',
      lighthouse: { ...lighthouse, performance: 78, tbtMs: 838, jsKB: 323 },
    };
    expect(compare(row, bare)).toEqual({ perfDelta: -20, tbtRatio: 5.59, jsRatio: 2.41, rpsRatio: undefined });
  });
});

describe('verdicts', () => {
  it('passes a public page at the edge of every goal', () => {
    const row: BenchRow = {
      page: '/terms-and-conditions',
      kind: 'public',
      lighthouse: { ...lighthouse, performance: 95, tbtMs: 225, cls: 0.02, jsKB: 134 * 1.7 },
      load: { ...load, rps: 70, bareRps: 200 },
    };
    expect(verdicts(row, bare)).toEqual({ perf: true, tbt: true, cls: true, a11y: true, js: true, rps: true });
  });

  it('fails a public page just past every goal', () => {
    const row: BenchRow = {
      page: '/widget',
      kind: 'public',
      lighthouse: { ...lighthouse, performance: 94, tbtMs: 230, cls: 0.021, accessibility: 96, jsKB: 230 },
      load: { ...load, rps: 68, bareRps: 200 },
    };
    expect(verdicts(row, bare)).toEqual({ perf: false, tbt: false, cls: false, a11y: false, js: false, rps: false });
  });

  it('holds signed-in pages to their own JS, requests/s, p99 and HTML goals', () => {
    const row: BenchRow = {
      page: '/transactions',
      kind: 'signedIn',
      lighthouse: { ...lighthouse, jsKB: 268 },
      load: { ...load, rps: 30, bareRps: 200, p99ms: 600, htmlBytes: 40 * 1024 },
    };
    expect(verdicts(row, bare)).toMatchObject({ js: true, rps: true, p99: true, html: true });
    const over: BenchRow = { ...row, load: { ...row.load!, rps: 29, p99ms: 601, htmlBytes: 40 * 1024 + 1 } };
    expect(verdicts(over, bare)).toMatchObject({ rps: false, p99: false, html: false });
  });

  it('judges nothing on the bare row and only what was measured elsewhere', () => {
    expect(verdicts(bare, bare)).toEqual({});
    expect(verdicts({ page: '/login', kind: 'signin', load }, undefined)).toEqual({});
    expect(verdicts({ page: '/login', kind: 'signin', load: { ...load, rps: 10 } }, bare)).toEqual({ rps: false });
  });
});
