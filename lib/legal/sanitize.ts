/**
 * The sanitiser policy of the external terms and privacy documents (spec §2): the
 * fetched HTML becomes a fragment of plain document markup that the app renders as its own page. Built on
 * sanitize-html (an allow-list parser, not hand-written regexes). Pure and synchronous: no fetch, no React,
 * usable in Jest and on the server.
 *
 * What survives: text structure (headings, paragraphs, lists, tables, quotes, inline emphasis, code) and links.
 * What does not: scripts, styles (elements and attributes), iframes, objects, forms and their controls, images
 * and media (they would call third parties from our page), event handlers (on*), classes, and any other
 * attribute. The `<head>` (title, meta, links) is dropped with its text.
 *
 * Links: resolved against the document's own URL; only http(s), mailto and tel survive; links that leave the
 * app's origin get `rel="noopener noreferrer"`; `target` is dropped, so nothing opens a new window (which
 * would leave a partner's webview, spec §1). In-document anchors keep working: every id is prefixed with
 * {@link ID_PREFIX} (so a document cannot clobber the app's own ids) and `#fragment` links follow.
 * Headings move one level down (h1 → h2 … h5 → h6): the page's own translated title is its only h1.
 */
import sanitizeHtml from 'sanitize-html';

/** Prefix of every id kept from a document (and of the `#fragment` links pointing at them). */
export const ID_PREFIX = 'legal-';

/** Tags a document keeps (everything else is dropped; see {@link DROPPED_WITH_TEXT}). */
export const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'address',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'mark',
  'span',
  'div',
  'section',
  'article',
] as const;

/**
 * Tags dropped together with their text content. sanitize-html's own list (script, style, textarea, option,
 * xmp) plus the head, embedded content, controls and templates whose text means nothing on its own.
 */
export const DROPPED_WITH_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'head',
  'title',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'canvas',
  'svg',
  'math',
  'select',
  'button',
  'video',
  'audio',
  'nav',
];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const HEADING_DOWN: Record<string, string> = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' };

/** The result of {@link sanitizeLegalHtml}. */
export interface SanitizedDocument {
  /** Safe HTML fragment, ready for `dangerouslySetInnerHTML`. */
  html: string;
  /** The document's language from `<html lang>` (BCP 47, e.g. "en"), or null when absent or malformed. */
  lang: string | null;
  /** The visible text length in characters (0: nothing worth showing, treat the document as unavailable). */
  textLength: number;
}

/** Turns an id (or an anchor name) into a prefixed id made of safe characters only. */
export function prefixId(id: string): string {
  return `${ID_PREFIX}${id.trim().replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * Rewrites one link: in-document fragments become `#legal-…`, other hrefs become absolute URLs resolved
 * against the document's URL. Returns null for an href that is not a URL at all.
 */
/** decodeURIComponent that keeps the raw text when it is not valid percent-encoding (e.g. `#%E0%A4%A`). */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function rewriteHref(href: string, documentUrl: URL): { href: string; inDocument: boolean } | null {
  const raw = href.trim();
  if (raw.startsWith('#')) return raw.length > 1 ? { href: `#${prefixId(raw.slice(1))}`, inDocument: true } : null;
  let target: URL;
  try {
    target = new URL(raw, documentUrl);
  } catch {
    return null;
  }
  const sameDocument =
    target.hash.length > 1 &&
    target.origin === documentUrl.origin &&
    target.pathname === documentUrl.pathname &&
    target.search === documentUrl.search;
  if (sameDocument) return { href: `#${prefixId(safeDecode(target.hash.slice(1)))}`, inDocument: true };
  return { href: target.href, inDocument: false };
}

/**
 * Sanitises an external document (a whole HTML page or a fragment) for rendering inside the app.
 *
 * @param dirty the document's HTML as fetched (any size the caller accepted; untrusted).
 * @param documentUrl the absolute URL it was fetched from (relative links resolve against it).
 * @param appOrigin this app's origin (e.g. `https://ramp.example`); links elsewhere get `rel="noopener noreferrer"`.
 * @returns the safe fragment, the document's language and its text length. Never throws on bad markup.
 */
export function sanitizeLegalHtml(dirty: string, documentUrl: string | URL, appOrigin: string): SanitizedDocument {
  const base = new URL(documentUrl);
  const ownOrigin = new URL(appOrigin).origin;
  let lang: string | null = null;

  const html = sanitizeHtml(dirty, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: {
      '*': ['id'],
      a: ['href', 'title', 'rel', 'id'],
      abbr: ['title'],
      ol: ['start', 'reversed'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_TEXT,
    transformTags: {
      // Runs for every tag before the allow-list: records <html lang>, prefixes ids, lowers headings.
      '*': (tagName, attribs) => {
        const next: sanitizeHtml.Attributes = { ...attribs };
        if (tagName === 'html' && attribs.lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(attribs.lang)) {
          lang = attribs.lang;
        }
        const id = attribs.id ?? (tagName === 'a' ? attribs.name : undefined);
        if (id?.trim()) next.id = prefixId(id);
        else delete next.id;
        if (tagName === 'a') {
          delete next.rel;
          const link = attribs.href ? rewriteHref(attribs.href, base) : null;
          if (link) {
            next.href = link.href;
            const leavesApp =
              !link.inDocument && !(/^https?:/.test(link.href) && new URL(link.href).origin === ownOrigin);
            if (leavesApp) next.rel = 'noopener noreferrer';
          } else {
            delete next.href;
          }
        }
        return { tagName: HEADING_DOWN[tagName] ?? tagName, attribs: next };
      },
    },
  }).trim();

  const textLength = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim().length;
  return { html, lang, textLength };
}
