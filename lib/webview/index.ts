/**
 * Webview detection (spec §1: "a page counts as running in a webview when it is framed or when the user agent
 * matches webview patterns"). Screens use it to adapt: links never open a new window that a webview could not
 * show (components/widget/webview), the close request goes to the host. A heuristic for the interface only,
 * never a security decision (REFERENCES.md "Embedding and webviews").
 *
 * User-agent patterns (after atomantic/is-ua-webview, REFERENCES.md):
 * - Android WebView: `; wv)` in the platform part (Lollipop and later), or the old `Version/x.y Chrome/n.0.0.0`;
 * - iOS/iPadOS WKWebView and UIWebView: an iPhone, iPod or iPad user agent without `Safari`;
 * - in-app browsers: Facebook (`FBAN`/`FBAV`), Instagram, Line (`Line/`), and any agent naming `WebView`.
 * Chrome, Firefox and Edge on iOS (`CriOS`, `FxiOS`, `EdgiOS`) carry `Safari` and are not webviews.
 *
 * The patterns stay here rather than coming from ua-parser-js, which reports in-app browsers (`browser.type` `inapp`)
 * and parses the account screens' session rows: this check runs in the main layout's widget bridge, so the parser
 * would join every route's first load (docs/performance.md "Figures behind choices in the code"), and it reports
 * neither a WKWebView (an iOS agent without `Safari`) nor the old Android WebView form, two of §1's patterns
 * (index.test.ts shows both).
 *
 * Pure module: the browser facts come in as arguments.
 */

/** Why a page counts as a webview. */
export type WebviewReason = 'framed' | 'user-agent';

/** The outcome of {@link detectWebview}. */
export interface WebviewState {
  /** True when framed or when the user agent is a webview's (spec §1). */
  webview: boolean;
  /** True when the page is inside a frame (window.self !== window.top). */
  framed: boolean;
  /** The first reason that applies, or null for an ordinary top-level browser tab. */
  reason: WebviewReason | null;
}

/** Not a webview: an ordinary browser tab (also the server's answer, where nothing is known). */
export const NOT_WEBVIEW: WebviewState = Object.freeze({ webview: false, framed: false, reason: null });

const WEBVIEW_UA_PATTERNS: readonly RegExp[] = [
  /\bWebView\b/i,
  /(iPhone|iPod|iPad)(?!.*Safari)/i,
  /Android.*(;\s*wv\)|Version\/\d+\.\d+\s+Chrome\/\d+(\.0){3})/i,
  /\bFBA[NV]\//i,
  /\bInstagram\b/i,
  /\bLine\//i,
];

/**
 * Does the user agent look like a webview or an in-app browser?
 * @param userAgent navigator.userAgent (or the User-Agent header); empty or absent is not a webview.
 */
export function isWebviewUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return WEBVIEW_UA_PATTERNS.some((pattern) => pattern.test(userAgent));
}

/** The window facts {@link isFramed} reads; `window` satisfies it. */
export interface FrameWindow {
  self: unknown;
  top: unknown;
}

/**
 * Is the page inside a frame? `window.top` of a cross-origin frame is still a window object (only its contents
 * are closed), so the identity comparison works across origins; a browser that hides it (null) counts as framed.
 */
export function isFramed(win: FrameWindow): boolean {
  return win.self !== win.top;
}

/** Spec §1's rule: framed, or a webview user agent. Framed wins as the reason when both apply. */
export function detectWebview(input: { framed: boolean; userAgent: string | null | undefined }): WebviewState {
  if (input.framed) return { webview: true, framed: true, reason: 'framed' };
  if (isWebviewUserAgent(input.userAgent)) return { webview: true, framed: false, reason: 'user-agent' };
  return NOT_WEBVIEW;
}

/**
 * How Google sign-in (the identity service's OIDC method, spec §2 /login-google) can be offered here:
 * - `'hidden'`: a webview or in-app browser user agent, framed or not — Google refuses OAuth there
 *   (`disallowed_useragent`), and a new window would leave the partner's app; e-mail sign-in still works;
 * - `'new-window'`: framed in an ordinary browser — Google refuses to be framed (X-Frame-Options), so the
 *   sign-in runs in a new top-level window;
 * - `'inline'`: an ordinary top-level tab.
 */
export type GoogleSignInMode = 'inline' | 'new-window' | 'hidden';

/**
 * Decides {@link GoogleSignInMode} from the browser facts.
 * @param input framed: window.self !== window.top; userAgent: navigator.userAgent (absent → not a webview).
 */
export function googleSignInMode(input: { framed: boolean; userAgent: string | null | undefined }): GoogleSignInMode {
  if (isWebviewUserAgent(input.userAgent)) return 'hidden';
  return input.framed ? 'new-window' : 'inline';
}
