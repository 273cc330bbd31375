/**
 * @jest-environment node
 *
 * The parsing and matching of `scripts/check-section-refs.ts`. References are built with {@link S} rather than
 * written out, so that the wrong ones these tests need are not themselves references the check would list.
 */
import { readFileSync } from 'node:fs';
import { findSectionRefs, parseSections, PRODUCT_DOC, unresolvedReason } from './check-section-refs';

/** The section sign. */
const S = '\u00a7';

const DOC = [
  '# The product',
  `## ${S}1 What the product does and for whom`,
  `## ${S}2 Screens and routes`,
  '### Protected routes',
  '### Common screen behaviours',
  `## ${S}3 Entities and their fields`,
  '### Transaction',
  '### Transaction list filters',
  `### ${S}3.4 Numbered subsection`,
  `## ${S}7 The calls it makes`,
  '### Product API',
  '### Authentication service (under /auth)',
].join('\n');
const index = parseSections(DOC);

/** The problem with the one reference in `text`, or null. */
function problem(text: string): string | null {
  const [ref, ...more] = findSectionRefs(text);
  expect(ref).toBeDefined();
  expect(more).toEqual([]);
  return unresolvedReason(ref!, index);
}

describe('parseSections', () => {
  it('reads numbered sections, their subsections and dotted headings', () => {
    expect([...index.sections.keys()]).toEqual(['1', '2', '3', '7']);
    expect(index.sections.get('2')).toEqual({
      title: 'Screens and routes',
      subsections: ['Protected routes', 'Common screen behaviours'],
    });
    expect(index.sections.get('3')?.subsections).toEqual([
      'Transaction',
      'Transaction list filters',
      'Numbered subsection',
    ]);
    expect([...index.dotted]).toEqual(['3.4']);
  });

  it('reads the real docs/product.md: sections 1 to 9', () => {
    const real = parseSections(readFileSync(PRODUCT_DOC, 'utf8'));
    expect([...real.sections.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(real.sections.get('2')?.subsections).toContain('Common screen behaviours');
    expect(real.sections.get('7')?.subsections).toContain('Product API');
  });
});

describe('findSectionRefs', () => {
  it('finds each reference with its line and number', () => {
    const text = `/**\n * The rule of spec ${S}8 and ${S}4,\n * see also ${S}1/${S}3.\n */`;
    expect(findSectionRefs(text)).toEqual([
      { line: 2, number: '8' },
      { line: 2, number: '4' },
      { line: 3, number: '1' },
      { line: 3, number: '3' },
    ]);
  });

  it('reads a dotted number, but not a full stop after the number', () => {
    expect(findSectionRefs(`spec ${S}3.4 says`)).toEqual([{ line: 1, number: '3.4' }]);
    expect(findSectionRefs(`spec ${S}3. Then`)).toEqual([{ line: 1, number: '3' }]);
  });

  it('takes a capitalised name after the number, up to punctuation', () => {
    expect(findSectionRefs(`(spec ${S}2 Common screen behaviours: toasts)`)[0]?.name).toBe('Common screen behaviours');
    expect(findSectionRefs(`spec ${S}3 Transaction amount_in / amount_out`)[0]?.name).toBe('Transaction amount_in');
  });

  it('follows a name onto the comment line below', () => {
    expect(findSectionRefs(`// spec ${S}2 Common\n// screen behaviours.`)[0]?.name).toBe('Common screen behaviours');
    expect(findSectionRefs(` * spec ${S}2 Common\n * screen behaviours.`)[0]?.name).toBe('Common screen behaviours');
  });

  it('takes no name from prose, acronyms, quotations or the next line', () => {
    for (const text of [
      `${S}8 table`,
      `${S}7 GET /user/profile`,
      `${S}9 EU region`,
      `${S}3 FE_ANONYMOUS`,
      `${S}8 "A failed route data load is logged"`,
      `${S}8's table`,
      `(spec ${S}2) The page`,
      ` * spec ${S}2\n * The page`,
    ]) {
      expect(findSectionRefs(text)[0]?.name).toBeUndefined();
    }
  });

  it("skips another document's sections", () => {
    expect(findSectionRefs(`RFC 6265 ${S}5.3 and (RFC 7518 ${S}3.2: 256 bits), RFC 9110 ${S}7.6.1`)).toEqual([]);
    expect(findSectionRefs(`SEP-24 ${S}2, then spec ${S}2`)).toEqual([{ line: 1, number: '2' }]);
  });
});

describe('unresolvedReason', () => {
  it('resolves a number that is a section, and lists one that is not', () => {
    expect(problem(`spec ${S}2`)).toBeNull();
    expect(problem(`spec ${S}12`)).toBe(`no section ${S}12`);
    expect(problem(`spec ${S}4`)).toBe(`no section ${S}4`);
  });

  it('resolves a dotted number only when a heading carries it', () => {
    expect(problem(`spec ${S}3.4`)).toBeNull();
    expect(problem(`spec ${S}2.1`)).toBe(`no heading ${S}2.1`);
  });

  it("resolves a name that is the section's title or a subsection, word for word as far as both go", () => {
    expect(problem(`spec ${S}2 Common screen behaviours`)).toBeNull();
    expect(problem(`spec ${S}2 Protected`)).toBeNull();
    expect(problem(`spec ${S}3 Transaction amount_in`)).toBeNull();
    expect(problem(`spec ${S}1 What the product does`)).toBeNull();
    expect(problem(`spec ${S}7 Authentication service`)).toBeNull();
    expect(problem(`spec ${S}7 Product API calls`)).toBeNull();
  });

  it('lists a name that is not under its section, or is misspelt', () => {
    expect(problem(`spec ${S}7 Common screen behaviours`)).toBe(
      `${S}7 has no subsection "Common screen behaviours" ` +
        '(it has: The calls it makes; Product API; Authentication service (under /auth))',
    );
    expect(problem(`spec ${S}2 Common screen behaviors`)).toMatch(/has no subsection/);
    expect(problem(`spec ${S}3 Blockchain`)).toMatch(/has no subsection "Blockchain"/);
  });

  it('leaves prose after the number unchecked', () => {
    expect(problem(`spec ${S}2 table`)).toBeNull();
    expect(problem(`spec ${S}7 settings flow`)).toBeNull();
  });
});
