/**
 * Loads a public document of spec §2 (terms, privacy) on the server: fetch the external page named by config
 * (TERMS_URL, PRIVACY_URL), check it is a reasonably sized HTML answer, sanitise it (./sanitize.ts, once per source text: ./sanitized-copy.ts).
 *
 * Caching: Next's Data Cache through `fetch(…, { next: { revalidate } })`, per fetch and not per route,
 * because the pages themselves are rendered per request (the root layout reads the language and theme
 * cookies). A copy is reused for {@link LEGAL_REVALIDATE_SECONDS}; after that the next view still gets the
 * stored copy while Next fetches a new one in the background, and only a 200 answer replaces it. So once a
 * document was fetched, an outage of the external host keeps showing the last good copy; the fallback (a link
 * to the original) appears only when no copy was ever fetched or for a fresh request (below).
 *
 * A client's `Cache-Control: no-cache` (a hard reload, or anyone scripting one) is ignored: the cached copy is
 * served, so nobody can make every view hit the external host. Only a sandbox run (RAMP_ENV=
 * sandbox) honours its own switch, the {@link SANDBOX_FRESH_HEADER} request header, which asks the source again,
 * uncached, and shows the fallback when the source fails: the fault tests use it to get a deterministic fallback
 * while the cache holds a good copy.
 *
 * Failures never throw: they are logged and reported (lib/http/report.ts) and come back as `{ ok: false }`.
 */
import 'server-only';
import { cache } from 'react';
import { clientConfig, isSandbox } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { reportHttpFailure } from '@/lib/http/report';
import { startDeadline } from '@/lib/server-runtime/deadline';
import { LEGAL_FETCH_TIMEOUT_MS, LEGAL_MAX_BYTES, LEGAL_REVALIDATE_SECONDS, type LegalDocumentKind } from './documents';
import type { SanitizedDocument } from './sanitize';
import { sanitizedCopy } from './sanitized-copy';

/** Why a document could not be shown. */
export type LegalFailure = 'http_status' | 'transport' | 'timeout' | 'not_html' | 'too_large' | 'empty' | 'unreadable';

/** A loaded document, or why it could not be loaded. `sourceUrl` is always the configured external URL. */
export type LegalLoadResult =
  | { ok: true; kind: LegalDocumentKind; sourceUrl: string; html: string; lang: string | null }
  | { ok: false; kind: LegalDocumentKind; sourceUrl: string; reason: LegalFailure };

/** Options of {@link fetchLegalDocument}. */
export interface FetchLegalOptions {
  /** The external page's absolute URL. */
  url: string;
  /** The reader's language ("en", "pt"), sent as Accept-Language so a localised source can answer in it. */
  locale: string;
  /** True: ask the source now, bypassing the cache (see the module comment). */
  fresh: boolean;
  /** This app's origin (links elsewhere become `rel="noopener noreferrer"`). */
  appOrigin: string;
  /** Timeout in ms (default {@link LEGAL_FETCH_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/**
 * Fetches and sanitises one external document, within {@link FetchLegalOptions.timeoutMs} (its body included).
 * @returns `{ ok: true, html, lang }` with the sanitised HTML fragment, or `{ ok: false, reason }`; never throws.
 */
export async function fetchLegalDocument(
  kind: LegalDocumentKind,
  options: FetchLegalOptions,
): Promise<LegalLoadResult> {
  const deadline = startDeadline(options.timeoutMs ?? LEGAL_FETCH_TIMEOUT_MS);
  try {
    return await fetchWithin(kind, options, deadline.signal);
  } finally {
    deadline.clear();
  }
}

/** {@link fetchLegalDocument} under `signal`, the call's deadline. */
async function fetchWithin(
  kind: LegalDocumentKind,
  options: FetchLegalOptions,
  signal: AbortSignal,
): Promise<LegalLoadResult> {
  const { url, locale, fresh, appOrigin } = options;
  const fail = (reason: LegalFailure, status: number | null, detail?: string): LegalLoadResult => {
    reportHttpFailure({
      status,
      method: 'GET',
      url,
      text: `legal document ${kind}: ${reason}${detail ? ` (${detail})` : ''}`,
    });
    return { ok: false, kind, sourceUrl: url, reason };
  };

  const transportFailure = (error: unknown, status: number | null) =>
    fail(signal.aborted ? 'timeout' : 'transport', status, error instanceof Error ? error.message : String(error));
  /** Drops a body we will not read (fire and forget: the failure itself is what gets reported). */
  const discard = (res: Response) => {
    res.body?.cancel().catch((error: unknown) => console.warn(`[legal] could not discard the answer of ${url}`, error));
  };

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'text/html, application/xhtml+xml;q=0.9', 'accept-language': `${locale}, en;q=0.5` },
      redirect: 'follow',
      signal,
      ...(fresh ? { cache: 'no-store' as const } : { next: { revalidate: LEGAL_REVALIDATE_SECONDS } }),
    });
  } catch (error) {
    return transportFailure(error, null);
  }

  if (!response.ok) {
    discard(response);
    return fail('http_status', response.status);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(type)) {
    discard(response);
    return fail('not_html', response.status, type || 'no content type');
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > LEGAL_MAX_BYTES) {
    discard(response);
    return fail('too_large', response.status, `${declared} bytes`);
  }

  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    return transportFailure(error, response.status);
  }
  if (Buffer.byteLength(body) > LEGAL_MAX_BYTES)
    return fail('too_large', response.status, `${Buffer.byteLength(body)} bytes`);

  let document: SanitizedDocument;
  try {
    document = sanitizedCopy(body, response.url || url, appOrigin);
  } catch (error) {
    // The sanitiser is not expected to throw; if hostile markup ever makes it, the reader gets the fallback link.
    return fail('unreadable', response.status, error instanceof Error ? error.message : String(error));
  }
  if (document.textLength === 0) return fail('empty', response.status);
  return { ok: true, kind, sourceUrl: url, html: document.html, lang: document.lang };
}

/** The sandbox's own switch for an uncached document (value `1`); ignored outside a sandbox run. */
export const SANDBOX_FRESH_HEADER = 'x-sandbox-fresh-copy';

/**
 * True when this request may bypass the document cache: only in a sandbox run, and only with
 * {@link SANDBOX_FRESH_HEADER}: `1`. `Cache-Control`/`Pragma: no-cache` never do.
 * @param sandbox whether this is a sandbox run (default: lib/config isSandbox).
 */
export function wantsFreshCopy(requestHeaders: Pick<Headers, 'get'>, sandbox: boolean = isSandbox): boolean {
  return sandbox && requestHeaders.get(SANDBOX_FRESH_HEADER) === '1';
}

/** The configured external URL of a document (TERMS_URL, PRIVACY_URL). */
export function legalSourceUrl(kind: LegalDocumentKind): string {
  const config = getServerConfig();
  return kind === 'terms' ? config.termsUrl : config.privacyUrl;
}

/**
 * The document for this request, loaded once per render (React `cache`: generateMetadata and the page share
 * it). Arguments are primitives so the per-request memo matches.
 */
export const loadLegalDocument = cache(
  (kind: LegalDocumentKind, locale: string, fresh: boolean): Promise<LegalLoadResult> =>
    fetchLegalDocument(kind, { url: legalSourceUrl(kind), locale, fresh, appOrigin: clientConfig.appOrigin }),
);
