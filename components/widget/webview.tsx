'use client';

/**
 * Webview awareness for screens (spec §1): {@link useWebview} tells whether the page runs framed or in
 * a webview user agent (lib/webview), and {@link OutboundLink} is the link to use for anything a normal browser
 * would open in a new tab — in a webview a new window either does nothing (WKWebView, Android WebView without a
 * handler) or leaves the partner's app, so there it navigates in place. Hover is never needed: Tailwind's
 * `hover:` only applies on devices that can hover, and every control is a real link or button.
 */
import Link from 'next/link';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import {
  detectWebview,
  googleSignInMode,
  isFramed,
  NOT_WEBVIEW,
  type GoogleSignInMode,
  type WebviewState,
} from '@/lib/webview';

let cached: WebviewState | null = null;

/** The browser's answer, computed once per document (neither framing nor the user agent change). */
function snapshot(): WebviewState {
  cached ??= detectWebview({ framed: isFramed(window), userAgent: navigator.userAgent });
  return cached;
}

const noSubscription = () => () => undefined;

let cachedGoogle: GoogleSignInMode | null = null;

function googleSnapshot(): GoogleSignInMode {
  cachedGoogle ??= googleSignInMode({ framed: isFramed(window), userAgent: navigator.userAgent });
  return cachedGoogle;
}

/**
 * How Google sign-in can be offered in this browser (lib/webview {@link googleSignInMode}: in place, in a new
 * top-level window when framed, or not at all in a webview user agent).
 * @returns `'inline'` during server rendering and hydration, then the browser's answer.
 */
export function useGoogleSignInMode(): GoogleSignInMode {
  return useSyncExternalStore(noSubscription, googleSnapshot, () => 'inline' as const);
}

/** The browser's answer, or null during server rendering and hydration (nothing is known yet). */
function useKnownWebview(): WebviewState | null {
  return useSyncExternalStore(noSubscription, snapshot, () => null);
}

/**
 * Whether the page runs in a webview (spec §1: framed, or a webview user agent).
 * @returns {@link NOT_WEBVIEW} during server rendering and hydration, then the browser's answer (so server and
 *   client render the same first).
 */
export function useWebview(): WebviewState {
  return useSyncExternalStore(noSubscription, snapshot, () => NOT_WEBVIEW);
}

/**
 * A link a browser tab opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and a webview opens in
 * place. Same props as next/link. The server and the hydration render carry no target (a webview must never get
 * one, and nothing is known there); the target is added after mount only in an ordinary browser tab.
 */
export function OutboundLink(props: ComponentProps<typeof Link>) {
  const state = useKnownWebview();
  return state === null || state.webview ? (
    <Link {...props} />
  ) : (
    <Link {...props} target="_blank" rel="noopener noreferrer" />
  );
}

/**
 * Marks <html> with `data-webview="framed|user-agent"` once known, for styles and tests; renders nothing.
 */
export function WebviewMarker() {
  const { reason } = useWebview();
  useEffect(() => {
    if (reason) document.documentElement.dataset.webview = reason;
    else delete document.documentElement.dataset.webview;
  }, [reason]);
  return null;
}
