/**
 * The generated parts of docs/partner-guide.md, each between a pair of marker comments
 * (`<!-- sdk:NAME:start -->` … `<!-- sdk:NAME:end -->`): the script tag with its integrity hash (`script-tag`) and
 * the events table (`events`). Pure over the guide's text.
 */
import { join } from 'node:path';
import { ROOT, SCRIPT_URL_PATH } from './build';

export const GUIDE_PATH = join(ROOT, 'docs', 'partner-guide.md');

/**
 * The script tag partners copy: the versioned URL, its integrity hash, and CORS (which integrity needs); laid out as
 * Prettier lays out the guide's HTML, so `prettier --check` leaves it alone.
 */
export function scriptTag(hash: string): string {
  return [
    '```html',
    '<script',
    `  src="https://<app>${SCRIPT_URL_PATH}"`,
    `  integrity="${hash}"`,
    '  crossorigin="anonymous"',
    '></script>',
    '```',
  ].join('\n');
}

/**
 * Puts `content` between the markers of `name`.
 * @throws Error when the guide lacks the markers (the generated parts must have a place).
 */
export function replaceBetween(text: string, name: string, content: string): string {
  const start = `<!-- sdk:${name}:start -->`;
  const end = `<!-- sdk:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/partner-guide.md lacks the ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

/** The guide with its generated parts brought up to date. */
export function updateGuide(text: string, parts: { hash: string; table: string }): string {
  return replaceBetween(replaceBetween(text, 'script-tag', scriptTag(parts.hash)), 'events', parts.table);
}
