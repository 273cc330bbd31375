import { median, scriptKB, summarize } from './bench-figures';

describe('scriptKB (network-requests audit)', () => {
  it('adds the transferred bytes of scripts only', () => {
    const items = [
      { url: 'a.js', resourceType: 'Script', transferSize: 1024 },
      { url: 'b.js', resourceType: 'Script', transferSize: 2048 + 102 },
      { url: '/', resourceType: 'Document', transferSize: 50_000 },
      { url: 'c.css', resourceType: 'Stylesheet', transferSize: 9000 },
      { url: 'd.js', resourceType: 'Script' },
    ];
    expect(scriptKB(items)).toBe(3.1);
  });

  it('counts nothing without items', () => {
    expect(scriptKB(undefined)).toBe(0);
    expect(scriptKB([])).toBe(0);
  });
});
describe('median', () => {
  it('takes the middle of an odd count, the upper middle of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('no value');
  });
});

describe('summarize', () => {
  const run = (performance: number, tbtMs: number) => ({
    performance,
    accessibility: 100,
    lcpS: 1,
    tbtMs,
    cls: 0,
    jsKB: 100,
  });

  it("takes each figure's median and range on its own, over five rounds", () => {
    const rounds = [run(84, 413), run(79, 455), run(88, 380), run(86, 420), run(80, 400)];
    const summary = summarize(rounds);
    expect(summary.median).toEqual({ performance: 84, accessibility: 100, lcpS: 1, tbtMs: 413, cls: 0, jsKB: 100 });
    expect(summary.spread.performance).toEqual({ min: 79, max: 88 });
    expect(summary.spread.tbtMs).toEqual({ min: 380, max: 455 });
    expect(summary.spread.cls).toEqual({ min: 0, max: 0 });
    expect(summary.runs).toBe(5);
  });

  it('reduces a figure some runs lack over the runs that have it, and leaves out one none has', () => {
    const load = (rps: number, cpuMsPerRequest?: number) => ({
      rps,
      p50ms: 40,
      p99ms: 90,
      htmlBytes: 4000,
      cpuMsPerRequest,
    });
    const summary = summarize([load(200, 2.1), load(180), load(220, 1.9)]);
    expect(summary.median).toMatchObject({ rps: 200, cpuMsPerRequest: 2.1 });
    expect(summary.spread.cpuMsPerRequest).toEqual({ min: 1.9, max: 2.1 });
    const none = summarize([load(200), load(180)]);
    expect(none.median.cpuMsPerRequest).toBeUndefined();
    expect(none.spread.cpuMsPerRequest).toBeUndefined();
    expect(none.median.rps).toBe(200);
  });

  it('refuses no runs', () => {
    expect(() => summarize([])).toThrow('no run');
  });
});
