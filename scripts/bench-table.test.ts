import type { BenchRow } from './bench-goals';
import { goalSummary, markdownTable, mark, range, signed, tableLegend, withRatio } from './bench-table';

const bare: BenchRow = {
  page: 'bare Next page',
  kind: 'bare',
  lighthouse: { performance: 99, accessibility: 100, lcpS: 1.23, tbtMs: 144, cls: 0, jsKB: 133.7 },
  load: { rps: 420, p50ms: 22, p99ms: 41, htmlBytes: 4608, cpuMsPerRequest: 2.4 },
  spread: {
    lighthouse: { performance: { min: 98, max: 100 }, tbtMs: { min: 120, max: 170 }, lcpS: { min: 1.2, max: 1.31 } },
    load: { rps: { min: 395, max: 441 }, p50ms: { min: 21, max: 24 }, cpuMsPerRequest: { min: 2.3, max: 2.6 } },
  },
  runs: { lighthouse: { ok: 5, of: 5 }, load: { ok: 15, of: 15 } },
};
const widget: BenchRow = {
  page: '/widget',
  kind: 'public',
  lighthouse: { performance: 84, accessibility: 100, lcpS: 2.5, tbtMs: 413, cls: 0, jsKB: 214 },
  load: { rps: 76, p50ms: 122, p99ms: 213, htmlBytes: 20582, cpuMsPerRequest: 7.9, bareRps: 410 },
  spread: {
    lighthouse: {
      performance: { min: 79, max: 88 },
      tbtMs: { min: 380, max: 455 },
      cls: { min: 0, max: 0.003 },
      jsKB: { min: 214, max: 214 },
    },
    load: { rps: { min: 71, max: 80 }, p99ms: { min: 200, max: 262 }, cpuMsPerRequest: { min: 7.5, max: 8.4 } },
  },
  runs: { lighthouse: { ok: 5, of: 5 }, load: { ok: 3, of: 3 } },
};
const transactions: BenchRow = {
  page: '/transactions',
  kind: 'signedIn',
  load: { rps: 26, p50ms: 365, p99ms: 685, htmlBytes: 40755, cpuMsPerRequest: 37.3, bareRps: 400 },
  spread: { load: { rps: { min: 24, max: 27 }, p99ms: { min: 640, max: 720 } } },
  runs: { lighthouse: { ok: 0, of: 5 }, load: { ok: 3, of: 3 } },
};

describe('cell formatting', () => {
  it('marks met and missed goals, nothing without one', () => {
    expect(mark(true)).toBe(' ✓');
    expect(mark(false)).toBe(' ✗');
    expect(mark(undefined)).toBe('');
  });

  it('signs differences with a true minus and writes ratios with two decimals', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(0)).toBe('0');
    expect(signed(-20)).toBe('−20');
    expect(withRatio('47', 0.2)).toBe('47 (0.20×)');
    expect(withRatio('47', undefined)).toBe('47');
    expect(withRatio(undefined, 0.2)).toBe('—');
  });

  it('writes a range as the median is written, and nothing when its ends read the same', () => {
    expect(range({ min: 380, max: 455 }, String)).toBe(' [380–455]');
    expect(range({ min: 0, max: 0.0004 }, (value) => value.toFixed(3))).toBe('');
    expect(range({ min: 0, max: 0.003 }, (value) => value.toFixed(3))).toBe(' [0.000–0.003]');
    expect(range(undefined, String)).toBe('');
  });
});

describe('markdownTable', () => {
  const table = markdownTable([bare, widget, transactions]);
  const lines = table.split('\n');

  it('has a heading, a separator and one line a row, all with the same number of cells', () => {
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      '| page | Lighthouse perf (Δ bare) | TBT ms (× bare) | CLS | a11y | LCP s | JS before quiet, gzip KB (× bare) | ' +
        'req/s (× bare) | p50 ms | p99 ms | HTML KB | app CPU ms/req |',
    );
    expect(lines[1]).toMatch(/^\|---\|(---:\|)+$/);
    const cells = lines.filter((_, i) => i !== 1).map((line) => line.split(' | ').length);
    expect(new Set(cells).size).toBe(1);
  });

  it('gives the bare row its medians and ranges without ratios or marks', () => {
    expect(lines[2]).toBe(
      '| bare Next page | 99 [98–100] | 144 [120–170] | 0.000 | 100 | 1.23 [1.20–1.31] | 133.7 | 420 [395–441] | ' +
        '22 [21–24] | 41 | 4.5 | 2.4 [2.3–2.6] |',
    );
  });

  it('gives a page its medians, ratios to the bare page, ranges, and a mark per goal on the median', () => {
    expect(lines[3]).toBe(
      '| /widget | 84 (−15) [79–88] ✗ | 413 (2.87×) [380–455] ✗ | 0.000 [0.000–0.003] ✓ | 100 ✓ | 2.50 | ' +
        '214.0 (1.60×) ✓ | 76 (0.19×) [71–80] ✗ | 122 | 213 [200–262] ✓ | 20.1 | 7.9 [7.5–8.4] ✓ |',
    );
  });

  it('shows — where the run measured nothing, and the signed-in goals on HTML and CPU', () => {
    expect(lines[4]).toBe(
      '| /transactions | — | — | — | — | — | — | 26 (0.07×) [24–27] ✗ | 365 | 685 [640–720] ✗ | 39.8 ✓ | 37.3 ✗ |',
    );
  });
});

describe('tableLegend', () => {
  it('says what the figures are and which rows have fewer runs than were made', () => {
    expect(tableLegend([bare, widget, transactions], 10)).toEqual([
      'Lighthouse mobile: medians of 5 rounds, each the bare page then every page.',
      'Server: autocannon -c 10, 10 s a run, medians of 3 runs a page, each right after a run of the bare page; ' +
        '× bare is to the median of those bare runs.',
      '[min–max]: the range over the runs, left out where every run gave the same figure. ✓/✗ judge the median.',
      'Fewer runs: /transactions Lighthouse 0 of 5.',
    ]);
  });

  it('has no line for a part that did not run', () => {
    const loadOnly = [bare, transactions].map((row) => ({ ...row, runs: { load: row.runs!.load } }));
    expect(tableLegend(loadOnly, 10).some((line) => line.startsWith('Lighthouse'))).toBe(false);
  });
});

describe('goalSummary', () => {
  const summary = goalSummary([bare, widget, transactions]);

  it('has one line per goal the run could judge, in order, naming the pages that miss it', () => {
    expect(summary).toEqual([
      '✗ Lighthouse performance within 3 points of the bare page: missed by /widget; no figures for /transactions (2 of 2 pages)',
      "✗ TBT ≤ 1.5× the bare page's: missed by /widget; no figures for /transactions (2 of 2 pages)",
      '✗ CLS 0: no figures for /transactions (1 of 2 pages)',
      '✗ accessibility 100: no figures for /transactions (1 of 2 pages)',
      '✗ app CPU per answer ≤ 20 ms (signed in), ≤ 12 ms (/login), ≤ 8 ms (public): missed by /transactions (1 of 2 pages)',
      '✗ p99 ≤ 600 ms at 10 connections: missed by /transactions (1 of 2 pages)',
      '✗ JS before the network is quiet ≤ 1.7× bare (public, /login), ≤ 2× (signed in): no figures for /transactions (1 of 2 pages)',
      '✗ requests/s ≥ 0.35× bare (public, /login), ≥ 0.15× (signed in): missed by /widget, /transactions (2 of 2 pages)',
      '✓ HTML ≤ 40 KB (signed in): met by its one page',
    ]);
  });

  it('has no line for a goal nothing measured, or measured on no page', () => {
    const loadOnly = [bare, { ...transactions, runs: { load: transactions.runs!.load } }];
    expect(goalSummary(loadOnly).some((line) => line.includes('Lighthouse'))).toBe(false);
    expect(goalSummary([bare])).toEqual([]);
  });
});
