/**
 * The sanitised form of a legal document's source (spec §2 "Public documents"), kept for the process's life: the page
 * is rendered per request, and Next's Data Cache gives the same source text back for an hour, so sanitising it again
 * on every view repeats the same work (sanitize-html's parse was about 2 % of a /terms-and-conditions request's CPU
 * under load). Keyed by the whole source text, its URL and the app's origin, so a changed document is sanitised anew.
 */
import 'server-only';
import { sanitizeLegalHtml, type SanitizedDocument } from './sanitize';

/** Copies kept: terms and privacy in each language, with room for a new copy beside the old. */
const KEPT = 8;

const copies = new Map<string, SanitizedDocument>();

/**
 * {@link sanitizeLegalHtml}, answered from memory when the same source was sanitised before.
 * @param dirty the document's HTML as fetched
 * @param documentUrl the URL it was fetched from (relative links resolve against it)
 * @param appOrigin this app's origin
 * @returns the sanitised document (the same object for the same inputs)
 * @throws what {@link sanitizeLegalHtml} throws (nothing is kept then)
 */
export function sanitizedCopy(dirty: string, documentUrl: string, appOrigin: string): SanitizedDocument {
  const key = `${documentUrl}\n${appOrigin}\n${dirty}`;
  const kept = copies.get(key);
  if (kept) return kept;
  const document = sanitizeLegalHtml(dirty, documentUrl, appOrigin);
  copies.set(key, document);
  // Oldest first in a Map's order: drop the oldest copies beyond KEPT.
  for (const old of copies.keys()) {
    if (copies.size <= KEPT) break;
    copies.delete(old);
  }
  return document;
}
