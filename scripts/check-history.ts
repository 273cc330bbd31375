/**
 * `npm run lint` step: lists every line of a tracked source or markdown file that names an issue, an item or a pass
 * (./history-refs.ts). Exit 1 when there is one: say what the code does and why instead; history lives in git.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CHECKED_FILE, historyRefs } from './history-refs';

/** The rule's own definition and its tests, which quote what it looks for. */
const RULE_FILES = new Set(['scripts/history-refs.ts', 'scripts/history-refs.test.ts']);

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CHECKED_FILE.test(file) && !file.startsWith('public/') && !RULE_FILES.has(file));

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
  process.stderr.write('Lines that name an issue, item or pass (say what the code does and why instead):\n');
  process.stderr.write(`${found.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`history: ${files.length} files, none names an issue, item or pass\n`);
