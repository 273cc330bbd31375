/**
 * The two public documents of spec §2: /terms-and-conditions and /privacy-and-cookies-policy show external
 * pages whose URLs come from config (TERMS_URL, PRIVACY_URL). This module is the table of those documents
 * (one source for the pages, the sitemap and the tests); loading them is ./load.ts (server only).
 */
import type { RoutePath } from '@/lib/routes';

/** The public documents. */
export type LegalDocumentKind = 'terms' | 'privacy';

/** One public document: its app path and the messages of its page. */
export interface LegalDocumentDef {
  kind: LegalDocumentKind;
  /** Path of the app page that shows it (lib/routes.ts). */
  path: RoutePath;
  /** Message key of its title in the `routes` namespace (the page's h1 and <title>). */
  titleKey: 'terms' | 'privacy';
  /** Message key of its description in the `legal` namespace (the page's meta description). */
  descriptionKey: 'termsDescription' | 'privacyDescription';
}

/** The documents, in sitemap order. */
export const LEGAL_DOCUMENTS = {
  terms: { kind: 'terms', path: '/terms-and-conditions', titleKey: 'terms', descriptionKey: 'termsDescription' },
  privacy: {
    kind: 'privacy',
    path: '/privacy-and-cookies-policy',
    titleKey: 'privacy',
    descriptionKey: 'privacyDescription',
  },
} as const satisfies Record<LegalDocumentKind, LegalDocumentDef>;

/**
 * How long a fetched document is reused before it is fetched again, in seconds (1 hour). Legal texts change
 * rarely and announce changes in advance; an hour keeps the external host out of every page view while a
 * correction still shows the same day.
 */
export const LEGAL_REVALIDATE_SECONDS = 3600;

/** Longest wait for the external page, in ms; after it the page shows the link to the original instead. */
export const LEGAL_FETCH_TIMEOUT_MS = 5_000;

/** Largest document accepted, in bytes of HTML (a legal page is tens of kB; anything bigger is not one). */
export const LEGAL_MAX_BYTES = 2 * 1024 * 1024;
