/** The shape of a host page of sandbox/hosts/ (one module per page, listed in ./index.ts). */
import type { PartnerHost } from '../../config';

/** What a host page knows when it renders. */
export interface HostPageContext {
  /** The partner this origin stands in for; null on the not-allowed (foreign) origin. */
  host: PartnerHost | null;
  /** This host page's own origin, e.g. http://localhost:4012. */
  origin: string;
  /** The app's origin, e.g. http://localhost:3000. */
  appOrigin: string;
  /** The requested URL (query parameters configure the page). */
  url: URL;
}

/** A host page: a title for the index and an HTML renderer. */
export interface HostPage {
  /** Path segment under the host's origin, e.g. 'widget' → /widget. */
  path: string;
  /** One line for the host's index page. */
  title: string;
  /** The page's complete HTML document. */
  render: (context: HostPageContext) => string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
