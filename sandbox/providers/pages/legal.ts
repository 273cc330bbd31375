/** The terms and privacy pages of the sandbox (GET /__sandbox/pages/terms and /privacy). */
import { http, type HttpHandler } from 'msw';
import { TERMS_HTML, PRIVACY_HTML, documentFault } from './documents';
import { htmlPage } from './html';
import type { PageContext } from './types';

/** The handlers of this part, in matching order. */
export function legalPageHandlers(ctx: PageContext): HttpHandler[] {
  const { store, at } = ctx;

  return [
    /** GET /__sandbox/pages/terms → HTML, unless a fault is armed for this path (see {@link documentFault}). */
    http.get(
      at('/__sandbox/pages/terms'),
      ({ request }) => documentFault(store, request) ?? htmlPage('Terms and Conditions', TERMS_HTML),
    ),
    /** GET /__sandbox/pages/privacy → HTML, unless a fault is armed for this path (see {@link documentFault}). */
    http.get(
      at('/__sandbox/pages/privacy'),
      ({ request }) => documentFault(store, request) ?? htmlPage('Privacy and Cookies Policy', PRIVACY_HTML),
    ),
  ];
}
