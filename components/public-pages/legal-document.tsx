/**
 * The page body of /terms-and-conditions and /privacy-and-cookies-policy (spec §2): our translated title, the
 * external document (fetched and sanitised on the server by lib/legal/load.ts) in our own typography, and a
 * link to the original. When the document cannot be loaded: a plain link to the original page instead of it.
 * A Server Component with no client code: the text is in the HTML before any script runs.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/components/ui/banner';
import { clientConfig } from '@/lib/config';
import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '@/lib/legal/documents';
import { loadLegalDocument, wantsFreshCopy, type LegalLoadResult } from '@/lib/legal/load';

/** The document for the current request: language from next-intl, freshness from the request headers. */
async function loadForRequest(kind: LegalDocumentKind): Promise<LegalLoadResult> {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  return loadLegalDocument(kind, locale, wantsFreshCopy(requestHeaders));
}

/**
 * Metadata of a document page: translated title and description, and the canonical URL on the app's origin
 * (NEXT_PUBLIC_APP_ORIGIN + path). It does not wait for the document, so it is ready before the page and
 * Next writes it into the <head> of the first HTML. (The page adds `noindex` itself when it can only show
 * the fallback link; see {@link LegalDocument}.)
 */
export async function legalDocumentMetadata(kind: LegalDocumentKind): Promise<Metadata> {
  const def = LEGAL_DOCUMENTS[kind];
  const [tRoutes, t] = await Promise.all([getTranslations('routes'), getTranslations('legal')]);
  return {
    title: tRoutes(def.titleKey),
    description: t(def.descriptionKey),
    alternates: { canonical: new URL(def.path, clientConfig.appOrigin).href },
  };
}

/**
 * The page of one public document (`kind` = terms or privacy): waits for the document (lib/legal/load.ts; a
 * request with `Cache-Control: no-cache` asks the source afresh), then renders it, or the fallback link with
 * a `noindex` robots meta when it could not be loaded. Never throws for a failed source.
 */
export async function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const def = LEGAL_DOCUMENTS[kind];
  const [tRoutes, t, result] = await Promise.all([
    getTranslations('routes'),
    getTranslations('legal'),
    loadForRequest(kind),
  ]);
  const title = tRoutes(def.titleKey);
  return (
    <section
      data-testid={`legal-${kind}`}
      className="mx-auto w-full max-w-3xl rounded-none bg-surface p-5 md:rounded-2xl md:border md:border-grey-100 md:p-10 md:shadow-sm"
    >
      <h1 className="mb-6 text-2xl font-bold text-text md:text-3xl">{title}</h1>
      {result.ok ? (
        <>
          <article
            data-testid="legal-document"
            lang={result.lang ?? undefined}
            // Typography of the sanitised document: the `legal-prose` class of app/globals.css.
            className="legal-prose"
            // Sanitised by lib/legal/sanitize.ts (allow-list: no scripts, styles, frames, handlers; safe links).
            dangerouslySetInnerHTML={{ __html: result.html }}
          />
          <p className="mt-10 border-t border-grey-100 pt-4 text-sm text-grey-400">
            {t('source')}:{' '}
            <a
              href={result.sourceUrl}
              rel="noopener noreferrer"
              className="break-all text-green-500 underline underline-offset-2"
            >
              {result.sourceUrl}
            </a>
          </p>
        </>
      ) : (
        <Banner tone="warning" title={t('unavailableTitle')}>
          {/* React hoists this into <head>: a search engine must not store the fallback in place of the document. */}
          <meta name="robots" content="noindex, follow" />
          <p>{t('unavailableBody')}</p>
          <p className="mt-2">
            <a
              data-testid="legal-original-link"
              href={result.sourceUrl}
              rel="noopener noreferrer"
              className="font-semibold break-all underline underline-offset-2"
            >
              {t('openOriginal', { title })}
            </a>
          </p>
        </Banner>
      )}
    </section>
  );
}
