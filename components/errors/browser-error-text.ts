/**
 * What the 'General error' banner shows of an error thrown in the browser (spec §2, §8 "with the error text"). Such an
 * error carries no `digest` (Next gives one to errors of the server, whose text it hides: spec §8 "Message texts for
 * server-side errors are not shown"); its message is the app's own or the browser's, so it is shown, kept short:
 * - only the message, never the stack or the error's name;
 * - only its first line (a chunk's load failure adds the chunk's address on a second line), spaces collapsed;
 * - the query values that are credentials scrubbed as in every Sentry report (lib/sentry/scrub.ts: sign-in codes,
 *   signed transaction tokens, flow ids in a URL the message names);
 * - at most {@link MAX_SHOWN_MESSAGE_LENGTH} characters, cut with an ellipsis;
 * - nothing when that line has no letter (a JSON dump, as a validation error's message is), so the banner shows its
 *   generic text instead.
 */
import { scrubText } from '@/lib/sentry/scrub';

/** The most characters of a browser error's message the banner shows. */
export const MAX_SHOWN_MESSAGE_LENGTH = 200;

/**
 * @param message the message of an error thrown in the browser (`error.message`)
 * @returns the text to show (at most {@link MAX_SHOWN_MESSAGE_LENGTH} characters), or '' when there is none
 */
export function browserErrorText(message: string): string {
  const [firstLine = ''] = message.split(/\r?\n|\r/);
  const line = scrubText(firstLine.replace(/\s+/g, ' ').trim());
  if (!/\p{L}/u.test(line)) return '';
  return line.length > MAX_SHOWN_MESSAGE_LENGTH ? `${line.slice(0, MAX_SHOWN_MESSAGE_LENGTH - 1).trimEnd()}…` : line;
}
