/**
 * The rule behind `npm run check:history`: source and docs say what the code does and why, not where it came from.
 * A tracker reference (the word issue or item followed by its number, or an ordinal word followed by pass, as in a
 * numbered measurement round) belongs in git history; spec sections (§4) are references a reader can follow and stay.
 */

const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|' +
  'fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth';

/** An issue number, an item number, or an ordinal pass. */
export const HISTORY_REF = new RegExp(`\\bissues? #?\\d+|\\bitems? \\d+\\b|\\b(?:${ORDINALS}) pass\\b`, 'i');

/** Files the rule reads: source, scripts, configuration and markdown; not generated output or lock files. */
export const CHECKED_FILE = /\.(ts|tsx|mts|mjs|js|css|md|yml|yaml|example)$/;

/** One line that names history. */
export interface HistoryRef {
  /** 1-based line number. */
  line: number;
  text: string;
}

/**
 * The lines of `text` that reference an issue, an item or a pass.
 * @returns the offending lines, in order; empty when the text is clean
 */
export function historyRefs(text: string): HistoryRef[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => HISTORY_REF.test(line));
}
