import { median, medians, scriptKB } from './bench-figures';

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

describe('medians', () => {
  const run = (performance: number, tbtMs: number) => ({
    performance,
    accessibility: 100,
    lcpS: 1,
    tbtMs,
    cls: 0,
    jsKB: 100,
  });

  it('takes the middle of an odd count, the upper middle of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('takes each figure on its own', () => {
    expect(medians([run(80, 900), run(90, 500), run(70, 700)])).toMatchObject({ performance: 80, tbtMs: 700 });
  });

  it('refuses no runs', () => {
    expect(() => medians([])).toThrow('no Lighthouse run');
  });
});
