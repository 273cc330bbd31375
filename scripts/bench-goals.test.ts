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
  it('takes requests/s against the bare runs beside the page when there are some', () => {
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
      lighthouse: { ...lighthouse, performance: 95, tbtMs: 225, cls: 0, jsKB: 134 * 1.7 },
      load: { ...load, rps: 70, bareRps: 200, p99ms: 600, cpuMsPerRequest: 8 },
    };
    expect(verdicts(row, bare)).toEqual({
      perf: true,
      tbt: true,
      cls: true,
      a11y: true,
      js: true,
      rps: true,
      p99: true,
      cpu: true,
    });
  });

  it('fails a public page just past every goal', () => {
    const row: BenchRow = {
      page: '/widget',
      kind: 'public',
      lighthouse: { ...lighthouse, performance: 94, tbtMs: 230, cls: 0.001, accessibility: 96, jsKB: 230 },
      load: { ...load, rps: 68, bareRps: 200, p99ms: 601, cpuMsPerRequest: 8.1 },
    };
    expect(verdicts(row, bare)).toEqual({
      perf: false,
      tbt: false,
      cls: false,
      a11y: false,
      js: false,
      rps: false,
      p99: false,
      cpu: false,
    });
  });

  it('holds the sign-in page to its own CPU goal', () => {
    const row = (cpuMsPerRequest: number): BenchRow => ({
      page: '/login',
      kind: 'signin',
      load: { ...load, cpuMsPerRequest },
    });
    expect(verdicts(row(12), bare).cpu).toBe(true);
    expect(verdicts(row(12.1), bare).cpu).toBe(false);
  });

  it('holds signed-in pages to their own JS, requests/s, CPU and HTML goals, and to p99 and Lighthouse', () => {
    const row: BenchRow = {
      page: '/transactions',
      kind: 'signedIn',
      lighthouse: { ...lighthouse, performance: 95, tbtMs: 225, jsKB: 268 },
      load: { ...load, rps: 30, bareRps: 200, p99ms: 600, htmlBytes: 40 * 1024, cpuMsPerRequest: 20 },
    };
    expect(verdicts(row, bare)).toEqual({
      perf: true,
      tbt: true,
      cls: true,
      a11y: true,
      js: true,
      rps: true,
      p99: true,
      cpu: true,
      html: true,
    });
    const over: BenchRow = {
      ...row,
      lighthouse: { ...row.lighthouse!, performance: 94, tbtMs: 226 },
      load: { ...row.load!, rps: 29, p99ms: 601, htmlBytes: 40 * 1024 + 1, cpuMsPerRequest: 20.1 },
    };
    expect(verdicts(over, bare)).toMatchObject({
      perf: false,
      tbt: false,
      rps: false,
      p99: false,
      cpu: false,
      html: false,
    });
  });

  it('judges nothing on the bare row and only what was measured elsewhere', () => {
    expect(verdicts(bare, bare)).toEqual({});
    expect(verdicts({ page: '/login', kind: 'signin', load }, undefined)).toEqual({ p99: true, cpu: true });
    const withoutPid = { ...load, rps: 10, cpuMsPerRequest: undefined };
    expect(verdicts({ page: '/login', kind: 'signin', load: withoutPid }, bare)).toEqual({ rps: false, p99: true });
  });
});
