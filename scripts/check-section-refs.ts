/**
 * `npm run lint` step: every reference to a section of the product spec ("spec §4", "§2 Common screen behaviours",
 * a dotted "§N.M") must name a heading of docs/product.md, the project's own account of the product's rules, so
 * that a reader can follow it inside the repository. Lists each reference that does not resolve, with its file and
 * line; exit 1 when there is one.
 *
 * The matching rule, written to have no false positives on how the code cites the spec:
 * - `§N` needs a heading `## §N …`; a dotted `§N.M` needs a heading that starts with `§N.M`.
 * - A name right after the number, on the same line and starting with a capitalised word ("§4 Language",
 *   "§7 Product API"), must be §N's own title or one of its `###` subsections: their words agree as far as both go
 *   ("§3 Transaction amount_in" names "Transaction"; "§2 Protected" names "Protected routes").
 * - Lower-case prose after the number ("§8 table", "§7 settings flow"), an acronym ("§7 GET", "§9 EU region") and a
 *   quotation ("§8 \"A failed route data load …\"") are not names and are not checked.
 * - A section of another document ("RFC 6265 §5.3", "SEP-24 §…") is not the spec's: a document name ending in a
 *   number right before the sign skips it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The page every reference resolves against. */
export const PRODUCT_DOC = 'docs/product.md';

/** Files read: source, scripts, configuration and markdown; not generated output, images or lock files. */
export const CHECKED_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|md|yml|yaml|sh)$/;

/** The sections of docs/product.md: `## §N Title` and the `###` headings under it. */
export interface SectionIndex {
  /** Section number → its title and its subsections' names, in order. */
  sections: Map<string, { title: string; subsections: string[] }>;
  /** Every heading that starts with a dotted number (`§N.M`), by that number. */
  dotted: Set<string>;
}

/** One reference to the spec found in a text. */
export interface SectionRef {
  /** 1-based line of the sign. */
  line: number;
  /** The number after the sign: `4`, or dotted `4.2`. */
  number: string;
  /** The capitalised words naming a subsection right after the number, if any. */
  name?: string;
}

/** A document name ending in a number (RFC 6265, SEP-24, ISO 4217) right before the sign: another document's. */
const OTHER_DOCUMENT = /\b[A-Z][A-Za-z]*[- ]?\d+(?:[.-]\d+)*[ \t]*$/;
const REFERENCE = /§(\d+(?:\.\d+)*)/g;
/** A name's first word: a capital and a lower-case letter, so not an acronym such as GET or EU. */
const NAME_START = /^[ \t]+[A-Z][a-z]/;
/** The words of a name: letters first, single spaces between, up to punctuation. */
const NAME_WORDS = /^ ((?:[A-Za-z][\w'-]*)(?: [A-Za-z][\w'-]*)*)/;
/** A line break inside a comment, with the next line's `*`, `//` or `#`. */
const COMMENT_BREAK = /[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g;

/** Lower-case words of a heading or a reference name, without a parenthetical or closing punctuation. */
function words(text: string): string[] {
  return text
    .replace(/\(.*$/, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\w'-]+$/, ''))
    .filter(Boolean);
}

/**
 * Reads the section headings of docs/product.md.
 * @param markdown the page's text.
 * @returns the numbered sections with their subsections, and the dotted numbers of any numbered subsection.
 */
export function parseSections(markdown: string): SectionIndex {
  const index: SectionIndex = { sections: new Map(), dotted: new Set() };
  let current: { title: string; subsections: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^(#{2,6})\s+(?:§(\d+(?:\.\d+)*)\s*)?(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const [, level, number = '', name = ''] = heading;
    if (number.includes('.')) index.dotted.add(number);
    if (level === '##') {
      current = number && !number.includes('.') ? { title: name, subsections: [] } : undefined;
      if (current) index.sections.set(number, current);
    } else if (level === '###' && current) {
      current.subsections.push(name);
    }
  }
  return index;
}

/**
 * Finds the references to the spec's sections in a text (a source file or a markdown page).
 * @param text the file's text.
 * @returns each reference with its line, number and, when one follows, the subsection name it gives.
 */
export function findSectionRefs(text: string): SectionRef[] {
  const refs: SectionRef[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const at = match.index;
    const lineStart = text.lastIndexOf('\n', at) + 1;
    if (OTHER_DOCUMENT.test(text.slice(lineStart, at))) continue;
    const ref: SectionRef = { line: text.slice(0, at).split('\n').length, number: match[1] ?? '' };
    const rest = text.slice(at + match[0].length, at + match[0].length + 200);
    if (NAME_START.test(rest)) {
      const name = NAME_WORDS.exec(rest.replace(COMMENT_BREAK, ' ').replace(/^[ \t]+/, ' '));
      if (name?.[1]) ref.name = name[1];
    }
    refs.push(ref);
  }
  return refs;
}

/** Whether a reference's name and a heading agree word for word, as far as the shorter of the two goes. */
function namesHeading(name: string, heading: string): boolean {
  const given = words(name);
  const wanted = words(heading);
  const length = Math.min(given.length, wanted.length);
  return length > 0 && given.slice(0, length).every((word, i) => word === wanted[i]);
}

/**
 * Why a reference does not resolve against docs/product.md.
 * @param ref a reference from {@link findSectionRefs}.
 * @param index the headings from {@link parseSections}.
 * @returns the problem in a few words, or null when the reference names a heading.
 */
export function unresolvedReason(ref: SectionRef, index: SectionIndex): string | null {
  if (ref.number.includes('.')) {
    return index.dotted.has(ref.number) ? null : `no heading §${ref.number}`;
  }
  const section = index.sections.get(ref.number);
  if (!section) return `no section §${ref.number}`;
  if (!ref.name) return null;
  const headings = [section.title, ...section.subsections];
  if (headings.some((heading) => namesHeading(ref.name!, heading))) return null;
  return `§${ref.number} has no subsection "${ref.name}" (it has: ${headings.join('; ')})`;
}

/** Tracked and new files the check reads. */
function checkedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => CHECKED_FILE.test(file) && !file.startsWith('public/') && file !== 'package-lock.json');
}

/** Runs the check over the repository and exits 1 listing every reference that does not resolve. */
function main(): void {
  const index = parseSections(readFileSync(PRODUCT_DOC, 'utf8'));
  const files = checkedFiles();
  let count = 0;
  const found = files.flatMap((file) => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // deleted in the working tree
    }
    const refs = findSectionRefs(text);
    count += refs.length;
    return refs.flatMap((ref) => {
      const reason = unresolvedReason(ref, index);
      return reason ? [`  ${file}:${ref.line}: §${ref.number}${ref.name ? ` ${ref.name}` : ''}: ${reason}`] : [];
    });
  });
  if (found.length > 0) {
    process.stderr.write(`Spec references that name no heading of ${PRODUCT_DOC}:\n${found.join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `section refs: ${count} references in ${files.length} files, each a heading of ${PRODUCT_DOC}\n`,
  );
}

if (require.main === module) main();
