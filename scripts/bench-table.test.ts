import type { BenchRow } from './bench-goals';
import { goalSummary, markdownTable, mark, signed, withRatio } from './bench-table';

const bare: BenchRow = {
  page: 'bare /',
  kind: 'bare',
  lighthouse: { performance: 98, accessibility: 100, lcpS: 1.23, tbtMs: 150, cls: 0, jsKB: 134 },
  load: { rps: 200, p50ms: 40, p99ms: 90, htmlBytes: 4096, cpuMsPerRequest: 2.04 },
};
const widget: BenchRow = {
  page: '/widget',
  kind: 'public',
  lighthouse: { performance: 78, accessibility: 100, lcpS: 2.5, tbtMs: 838, cls: 0.001, jsKB: 323 },
  load: { rps: 47, p50ms: 200, p99ms: 410, htmlBytes: 21504, cpuMsPerRequest: 12.3, bareRps: 235 },
};
const transactions: BenchRow = {
  page: '/transactions',
  kind: 'signedIn',
  load: { rps: 17, p50ms: 588, p99ms: 1090, htmlBytes: 69632, bareRps: 200 },
};

describe('cell formatting', () => {
  it('marks met and missed goals, nothing without one', () => {
    expect(mark(true)).toBe(' ✓');
    expect(mark(false)).toBe(' ✗');
    expect(mark(undefined)).toBe('');
  });

  it('signs differences and writes ratios with two decimals', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(0)).toBe('0');
    expect(signed(-20)).toBe('-20');
    expect(withRatio('47', 0.2)).toBe('47 (0.20×)');
    expect(withRatio('47', undefined)).toBe('47');
    expect(withRatio(undefined, 0.2)).toBe('—');
  });
});

describe('markdownTable', () => {
  const lines = markdownTable([bare, widget, transactions]).split('\n');

  it('has a heading, a separator and one line a row, all with the same number of cells', () => {
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^\|---\|(---:\|)+$/);
    const cells = lines.filter((_, i) => i !== 1).map((line) => line.split(' | ').length);
    expect(new Set(cells).size).toBe(1);
  });

  it('gives the bare row its figures without ratios or marks', () => {
    expect(lines[2]).toBe('| bare / | 98 | 150 | 0.000 | 100 | 1.23 | 134.0 | 200 | 40 / 90 | 4.0 | 2.0 |');
  });

  it('gives a page its ratios to the bare page and a mark per goal', () => {
    expect(lines[3]).toBe(
      '| /widget | 78 (-20) ✗ | 838 (5.59×) ✗ | 0.001 ✓ | 100 ✓ | 2.50 | 323.0 (2.41×) ✗ | 47 (0.20×) ✗ | 200 / 410 | 21.0 | 12.3 |',
    );
  });

  it('shows — where the run measured nothing, and the signed-in goals on p99 and HTML', () => {
    expect(lines[4]).toBe('| /transactions | — | — | — | — | — | — | 17 (0.09×) ✗ | 588 / 1090 ✗ | 68.0 ✗ | — |');
  });
});

describe('goalSummary', () => {
  it('names the pages that miss each goal the run could judge', () => {
    const summary = goalSummary([bare, widget, transactions]);
    expect(summary).toContain(
      '✗ requests/s ≥ 0.35× bare (public, /login), ≥ 0.15× (signed in): missed by /widget, /transactions (2 of 2 pages)',
    );
    expect(summary).toContain('✓ CLS ≤ 0.02: met by all 1 pages');
    expect(summary.some((line) => line.includes('p99 ≤ 600 ms') && line.startsWith('✗'))).toBe(true);
  });

  it('has no line for a goal nothing measured', () => {
    expect(goalSummary([bare, transactions]).some((line) => line.includes('Lighthouse'))).toBe(false);
  });
});
