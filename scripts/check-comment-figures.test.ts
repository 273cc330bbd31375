/**
 * @jest-environment node
 *
 * The matcher and the comment reader of `scripts/check-comment-figures.ts`: sizes and measured times in comments are
 * found, times the code sets and figures outside comments are not.
 */
import { CHECKED_FILE, commentFigures, commentsOf, figuresIn } from './check-comment-figures';

describe('figuresIn', () => {
  it.each([
    ['zod 11.8 KB more', '11.8 KB'],
    ['about 2.3 kB gzip', '2.3 kB'],
    ['over 40KB', '40KB'],
    ['a 1.5 MiB heap', '1.5 MiB'],
    ['keys under 32 bytes', '32 bytes'],
    ['one byte: 1 byte', '1 byte'],
    ['the queue (389 B)', '389 B'],
    ['the merge took about 0.27 ms', 'about 0.27 ms'],
    ['at ~120 ms', '~120 ms'],
    ['≈ 3 s of main thread', '≈ 3 s'],
    ['roughly 15 µs each', 'roughly 15 µs'],
    ['18–30 ms of CPU', '18–30 ms'],
    ['2.8-4.9 s after load', '2.8-4.9 s'],
    ['+6 to +9 ms of CPU', '+6 to +9 ms'],
  ])('finds the figure in %p', (text, figure) => {
    expect(figuresIn(text)).toEqual([figure]);
  });

  it.each([
    'polled every 100 ms, at most 10 s',
    'a 10 s timeout; delays 0.5 s, 1 s, 2 s',
    'retries starting at 350 ms and doubling: 350, 700, 1400 ms',
    'a deadline 30 s away',
    'RFC 7518 §3.2: 256 bits',
    'a 44 × 44 px target',
    'spec §9: 768px',
    'a B2B SSO organisation',
    'Mozilla/5.0 SM-S911B Build',
    'Base64 of 32 random characters',
    'the KB of a page',
    '1–3 hops',
  ])('finds no figure in %p', (text) => {
    expect(figuresIn(text)).toEqual([]);
  });
});

describe('commentsOf', () => {
  it('reads line, block and doc comments of TypeScript, not strings or template text', () => {
    const text = [
      '/** Doc: 4 KB. */',
      "const a = '11.8 KB'; // trailing",
      'const b = `40 KB ${a}`; /* block */',
      '',
    ].join('\n');
    expect(commentsOf('x.ts', text)).toEqual([
      { line: 1, text: '/** Doc: 4 KB. */' },
      { line: 2, text: '// trailing' },
      { line: 3, text: '/* block */' },
    ]);
  });

  it('reads JSX comments but not JSX text that looks like one', () => {
    const text = [
      'export const C = () => (',
      '  <p>',
      '    // 5 KB of text, not a comment',
      '    {/* a comment: 6 KB */}',
      '  </p>',
      ');',
    ].join('\n');
    expect(commentsOf('c.tsx', text)).toEqual([{ line: 4, text: '/* a comment: 6 KB */' }]);
  });

  it('reads CSS comments', () => {
    expect(commentsOf('a.css', '/* 0.7 KB */\n.a { width: 40px; }\n')).toEqual([{ line: 1, text: '/* 0.7 KB */' }]);
  });
});

describe('commentFigures', () => {
  it('gives each figure the line it is on inside a multi-line comment', () => {
    const text = [
      '/**',
      ' * The limit.',
      ' * Browsers keep about 4 KB per cookie.',
      ' */',
      'export const MAX = 3800;',
    ].join('\n');
    expect(commentFigures('x.ts', text)).toEqual([{ line: 3, figure: '4 KB' }]);
  });

  it('leaves constants alone', () => {
    expect(commentFigures('x.ts', 'export const BUDGET_KB = 175; // the budget\nconst MAX_MS = 120;\n')).toEqual([]);
  });
});

describe('CHECKED_FILE', () => {
  it.each([
    'app/layout.tsx',
    'components/ui/button.tsx',
    'lib/order/form-cookie.ts',
    'sandbox/api/server.ts',
    'app/globals.css',
    'middleware.ts',
    'next.config.ts',
    'instrumentation-client.ts',
  ])('reads %p', (file) => {
    expect(CHECKED_FILE.test(file)).toBe(true);
  });

  it.each(['scripts/bench-figures.ts', 'e2e/bench.ts', 'docs/performance.md', 'sandbox/README.md', 'README.md'])(
    'leaves %p to its own figures',
    (file) => {
      expect(CHECKED_FILE.test(file)).toBe(false);
    },
  );
});
