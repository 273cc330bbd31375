/**
 * `npm run lint` step: no size or measured timing figure in a code comment of the app (app/, components/, lib/,
 * middleware.ts, next.config.ts, instrumentation*.ts) or the sandbox. Such a figure is true of one build on one
 * machine and goes stale without anyone noticing; it lives in docs/performance.md, with how it was measured, and the
 * comment says what the code does and why. scripts/ and e2e/ (the bench and the budgets) keep theirs: measuring is
 * their job. Constants stay in code; only comments are read.
 *
 * What counts as a figure:
 * - any size: a number with KB, kB, KiB, MB, MiB, GB or bytes, or a spaced B ("300 B");
 * - a measured time: a number of ms, µs or s given as a measurement, after "about", "around", "roughly", "took",
 *   "~" or "≈", or as a range ("18–30 ms", "+6 to +9 ms"). A time the code sets (a timeout, a poll interval, a
 *   retry delay: "every 100 ms", "a 10 s timeout") describes behaviour and stays.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Files whose comments are read. */
export const CHECKED_FILE = new RegExp(
  String.raw`^(?:(?:app|components|lib|sandbox)/.*\.(?:ts|tsx|mts|mjs|js|cjs|css)` +
    String.raw`|(?:middleware|next\.config|instrumentation[\w.-]*)\.ts)$`,
);

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** A space between a number and its unit: plain, no-break or narrow no-break. */
const SP = String.raw`[ \u00a0\u202f]`;
const SIZE = String.raw`(?<![\w.,])${NUMBER}(?:${SP}?(?:[kKMG]i?B|bytes?)|${SP}B)\b`;
const TIME_UNIT = String.raw`${SP}?(?:ms|µs|μs|s)\b`;
const CUE = String.raw`(?:\b(?:about|around|roughly|approximately|took)${SP}+|[~≈]${SP}?)`;
const MEASURED_TIME = `${CUE}${NUMBER}${TIME_UNIT}`;
const TIME_RANGE = String.raw`(?<![\w.,])\+?${NUMBER}(?:${SP}?[–-]${SP}?| to )\+?${NUMBER}${TIME_UNIT}`;
/** A size, or a time given as a measurement. */
export const FIGURE = new RegExp(`${SIZE}|${MEASURED_TIME}|${TIME_RANGE}`, 'g');

/** One comment of a file. */
export interface Comment {
  /** 1-based line where the comment starts. */
  line: number;
  text: string;
}

/** One figure found in a comment. */
export interface CommentFigure {
  /** 1-based line of the figure. */
  line: number;
  figure: string;
}

/** The figures in a piece of text, each as written. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((match) => match[0]);
}

function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/** Comments of a CSS file. */
function cssComments(text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ line: lineAt(text, match.index), text: match[0] }));
}

/** Comments of a TypeScript or JavaScript file, from its syntax tree (so strings and JSX text are never read). */
function scriptComments(fileName: string, text: string): Comment[] {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const jsxText: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      ranges.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()]
    .filter((range) => !jsxText.some(([start, end]) => range.pos >= start && range.pos < end))
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: lineAt(text, range.pos), text: text.slice(range.pos, range.end) }));
}

/**
 * The comments of a source file.
 * @param fileName the file's path; its extension picks the syntax (CSS, TSX, TS or JS).
 * @param text the file's text.
 * @returns every comment with the line it starts on, in order.
 */
export function commentsOf(fileName: string, text: string): Comment[] {
  return fileName.endsWith('.css') ? cssComments(text) : scriptComments(fileName, text);
}

/**
 * The size and timing figures in a source file's comments.
 * @param fileName the file's path, for its syntax.
 * @param text the file's text.
 * @returns each figure with the line it is on.
 */
export function commentFigures(fileName: string, text: string): CommentFigure[] {
  return commentsOf(fileName, text).flatMap((comment) =>
    comment.text
      .split('\n')
      .flatMap((line, offset) => figuresIn(line).map((figure) => ({ line: comment.line + offset, figure }))),
  );
}

/** Runs the check over the repository and exits 1 listing every figure in a comment. */
function main(): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => CHECKED_FILE.test(file));
  const found = files.flatMap((file) => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // deleted in the working tree
    }
    return commentFigures(file, text).map(({ line, figure }) => `  ${file}:${line}: ${figure}`);
  });
  if (found.length > 0) {
    process.stderr.write(
      'Size or timing figures in code comments (move each to docs/performance.md; say what the code does and why):\n',
    );
    process.stderr.write(`${found.join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`comment figures: ${files.length} files, no size or timing figure in a comment\n`);
}

if (require.main === module) main();
