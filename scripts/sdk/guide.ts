/**
 * The generated parts of docs/partner-guide.md, each between a pair of marker comments
 * (`<!-- sdk:NAME:start -->` … `<!-- sdk:NAME:end -->`): the three-line example against the local app
 * (`quick-start`) and the script tag (`script-tag`), both with the script's integrity hash, and the events table
 * (`events`). Pure over the guide's text.
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

/** The app's URL under `npm run demo`, which the three-line example uses as it is (the sandbox serves it). */
export const DEMO_APP_URL = 'http://localhost:3000';

/**
 * The quick start's three lines: a container, the script tag, the call. Kept one element per line (Prettier would
 * spread them over twenty), so the block is marked `prettier-ignore`.
 */
export function quickStart(hash: string): string {
  const options = [
    `appUrl: '${DEMO_APP_URL}'`,
    "variant: 'embedded'",
    "container: '#ramp'",
    'redirectUrl: location.href',
  ].join(', ');
  return [
    '<!-- prettier-ignore -->',
    '```html',
    '<div id="ramp"></div>',
    `<script src="${DEMO_APP_URL}${SCRIPT_URL_PATH}" integrity="${hash}" crossorigin="anonymous"></script>`,
    `<script>RampWidget.createRampWidget({ ${options} }).open();</script>`,
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
  const withScript = replaceBetween(text, 'script-tag', scriptTag(parts.hash));
  return replaceBetween(replaceBetween(withScript, 'quick-start', quickStart(parts.hash)), 'events', parts.table);
}
