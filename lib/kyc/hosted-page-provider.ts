/**
 * A {@link KycProvider} for providers whose verification runs in their own hosted page (the `url` of the
 * GET /kyc/token answer), shown in a frame inside the /kyc screen; the page reports back with postMessage. The
 * sandbox's provider (GET /__sandbox/pages/kyc) is one: its Approve / Reject buttons post the outcome.
 *
 * Messages, checked as REFERENCES.md "Host ↔ widget messages" asks: the sender must be the frame itself
 * (`event.source`) on the page's origin (`event.origin`), the data must parse with zod, and a message naming
 * another token is ignored:
 * - `{type: 'kyc.ready', token?}` — the page is showing;
 * - `{type: 'kyc.outcome', status: 'approved' | 'rejected' | 'pending', level?, token?}` — the person finished.
 *
 * No ready message within `readyTimeoutMs` (default 20 s) → onError('timeout'): the screen offers a retry instead
 * of an endless spinner. The frame gets camera and microphone (document capture, liveness) and no top navigation.
 */
import { z } from 'zod/mini';
import type { KycToken } from '@/lib/api/kyc';
import {
  KycProviderError,
  type KycCallbacks,
  type KycProvider,
  type KycSession,
  type KycStartOptions,
} from './provider';

/** The messages a hosted verification page sends. */
export const hostedPageMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('kyc.ready'), token: z.optional(z.string()) }),
  z.object({
    type: z.literal('kyc.outcome'),
    status: z.enum(['approved', 'rejected', 'pending']),
    level: z.optional(z.string().check(z.minLength(1))),
    token: z.optional(z.string()),
  }),
]);

/** Default wait for the page's ready message. */
export const HOSTED_PAGE_READY_TIMEOUT_MS = 20_000;

/** Permissions of the frame (REFERENCES.md "Embedding and webviews": KYC needs the camera). */
export const HOSTED_PAGE_ALLOW = 'camera; microphone; clipboard-write';
/** Sandbox flags: scripts, forms, its own origin's storage and popups; never navigating the app's window. */
export const HOSTED_PAGE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

function hostedUrl(token: KycToken): URL | null {
  if (!token.url) return null;
  try {
    const url = new URL(token.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Creates the hosted-page provider. */
export function createHostedPageProvider(config: { readyTimeoutMs?: number } = {}): KycProvider {
  const readyTimeoutMs = config.readyTimeoutMs ?? HOSTED_PAGE_READY_TIMEOUT_MS;
  return {
    id: 'hosted-page',
    supports: (token) => hostedUrl(token) !== null,
    start(token: KycToken, container: HTMLElement, callbacks: KycCallbacks, options: KycStartOptions = {}): KycSession {
      const url = hostedUrl(token);
      if (!url) {
        callbacks.onError(new KycProviderError('unsupported', 'The verification token has no usable page URL'));
        return { stop: () => undefined };
      }
      const frame = container.ownerDocument.createElement('iframe');
      frame.src = url.href;
      frame.title = options.title ?? 'Identity verification';
      frame.setAttribute('allow', HOSTED_PAGE_ALLOW);
      frame.setAttribute('sandbox', HOSTED_PAGE_SANDBOX);
      frame.setAttribute('referrerpolicy', 'origin');
      frame.className = 'block h-full w-full border-0';
      container.replaceChildren(frame);

      const view = container.ownerDocument.defaultView ?? window;
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
        timer = undefined;
        if (settled) return;
        settled = true;
        callbacks.onError(new KycProviderError('timeout', 'The verification page did not answer'));
      }, readyTimeoutMs);
      const clearTimer = () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
      };

      const onMessage = (event: MessageEvent) => {
        if (event.origin !== url.origin || !frame.contentWindow || event.source !== frame.contentWindow) return;
        const parsed = hostedPageMessageSchema.safeParse(event.data);
        if (!parsed.success) return;
        if (parsed.data.token !== undefined && parsed.data.token !== token.token) return;
        if (parsed.data.type === 'kyc.ready') {
          if (settled) return;
          clearTimer();
          callbacks.onReady?.();
          return;
        }
        if (settled) return;
        settled = true;
        clearTimer();
        callbacks.onOutcome(
          parsed.data.level ? { status: parsed.data.status, level: parsed.data.level } : { status: parsed.data.status },
        );
      };
      view.addEventListener('message', onMessage);

      let stopped = false;
      return {
        stop() {
          if (stopped) return;
          stopped = true;
          settled = true;
          clearTimer();
          view.removeEventListener('message', onMessage);
          frame.remove();
        },
      };
    },
  };
}

/** The hosted-page provider with default settings. */
export const hostedPageProvider: KycProvider = createHostedPageProvider();
