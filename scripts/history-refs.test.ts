import { CHECKED_FILE, historyRefs } from './history-refs';

/**
 * A tracker reference put together from its words, so this file (which the rule reads like any other) holds none
 * itself: `ref('issue', '10')`.
 */
const ref = (...words: string[]) => words.join(' ');

describe('historyRefs (source says what, not when)', () => {
  it.each([
    `// the 401 loop (${ref('issue', '10', 'item', '6')})`,
    ` * ${ref('Issue', '11')}: the sign-in screens`,
    `test.describe('${ref('item', '8')}: cookies', () => {`,
    `README: ${ref('fourteenth', 'pass')}, the SDK measured`,
    `the cookie follows the transaction (${ref('issue', '#4')})`,
    `${ref('issues', '9')} and 10`,
  ])('flags %p', (line) => {
    expect(historyRefs(`const a = 1;\n${line}\n`)).toEqual([{ line: 2, text: line.trim() }]);
  });

  it.each([
    'spec §4 logout: forget the personal cookies',
    'the order form keeps 12 integer digits at most',
    'a pass-through proxy; the test passes',
    'open an issue with the partner; line items are listed',
  ])('leaves %p alone', (line) => {
    expect(historyRefs(line)).toEqual([]);
  });

  it('reads source, configuration and markdown, not lock files or JSON', () => {
    expect(['a.ts', 'b.tsx', 'README.md', 'deploy/kratos.yml', '.env.example'].every((f) => CHECKED_FILE.test(f))).toBe(
      true,
    );
    expect(['package-lock.json', 'messages/en.json', 'public/logo.svg'].some((f) => CHECKED_FILE.test(f))).toBe(false);
  });
});
