/**
 * `npm run lint` step: lists every line of a tracked source or markdown file that points at tracker history
 * (./history-refs.ts), the rule's own files included. Exit 1 when there is one: say what the code does and why
 * instead; history lives in git.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CHECKED_FILE, historyRefs } from './history-refs';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CHECKED_FILE.test(file) && !file.startsWith('public/'));

const found = files.flatMap((file) => {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // deleted in the working tree
  }
  return historyRefs(text).map((ref) => `  ${file}:${ref.line}: ${ref.text}`);
});

if (found.length > 0) {
  process.stderr.write('Lines that point at tracker history (say what the code does and why instead):\n');
  process.stderr.write(`${found.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`history: ${files.length} files, none points at tracker history\n`);
