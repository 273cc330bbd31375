/**
 * `npm run lint` step: lists every source file over 300 lines (the house rule: a file that long is a sign to
 * split it by responsibility). Tracked files only; JSON messages, lock files, Go module files and generated
 * output are not source. Exit 1 when any file is over.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.startsWith('public/'));

const over = files
  .map((file) => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return null; // deleted in the working tree
    }
    return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
  })
  .filter((entry): entry is { file: string; lines: number } => entry !== null && entry.lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (over.length > 0) {
  process.stderr.write(`Source files over ${MAX_LINES} lines (split them by responsibility):\n`);
  for (const { file, lines } of over) process.stderr.write(`  ${file}: ${lines}\n`);
  process.exit(1);
}
process.stdout.write(`file size: ${files.length} source files, none over ${MAX_LINES} lines\n`);
