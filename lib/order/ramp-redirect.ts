/**
 * The ramp-order redirect rule of spec §4, as pure logic:
 *
 * > the answer has url and action. When action is finish, the browser is replaced to the url, forced to
 * > https. Otherwise the url is followed with redirect=false, repeatedly.
 *
 * "Followed with redirect=false" is read as: request the url with the query parameter `redirect=false` (one of
 * the spec's query parameter names), so the server answers the next `{url, action}` as JSON instead of an HTTP
 * redirect. The loop is bounded: after {@link MAX_RAMP_HOPS} follows without a finish it stops with a
 * {@link RampHopLimitError} (a misbehaving provider must not spin the page forever). The fetcher is injected,
 * so the loop is unit-tested without a network and the screen can pass its own HTTP client.
 */
import { usableApiUrl } from '@/lib/security/api-url';

/** The redirect answer of GET /order-ramp and of each followed url (spec §3 "Ramp order data", §4). */
export interface RampAnswer {
  url: string;
  action?: string | null;
}

/**
 * How many times an answer that is not `finish` is followed before giving up. 5: the provider chains seen in
 * practice take one to three hops; a longer chain is a loop or a misconfiguration, better shown as an error.
 */
export const MAX_RAMP_HOPS = 5;

/** The action that ends the chain (spec §4). */
export const FINISH_ACTION = 'finish';

/** A url of the chain that cannot be used (not a URL, or not http/https). */
export class RampUrlError extends Error {
  constructor(readonly url: string) {
    super(`Unusable ramp order url: ${url}`);
    this.name = 'RampUrlError';
  }
}

/** The chain did not finish within the hop bound. */
export class RampHopLimitError extends Error {
  constructor(readonly hops: number) {
    super(`The ramp order did not finish after ${hops} redirects`);
    this.name = 'RampHopLimitError';
  }
}

function parseHttpUrl(url: string, base?: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new RampUrlError(url);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RampUrlError(url);
  return parsed;
}

/**
 * The url forced to https (spec §4): `http://pay.example/x` → `https://pay.example/x`. Relative urls resolve
 * against `base`.
 * @throws RampUrlError for a value that is not an http(s) URL (e.g. `javascript:`), so it is never navigated to.
 */
export function forceHttps(url: string, base?: string): string {
  const parsed = parseHttpUrl(url, base);
  parsed.protocol = 'https:';
  return parsed.toString();
}

/**
 * The url to request when following an answer: the same url with `redirect=false` (replacing any `redirect`
 * value it had). Relative urls resolve against `base`. With a `base` (the page's origin), only a same-origin or
 * https url is followed (lib/security/api-url.ts).
 * @throws RampUrlError for a value that is not an http(s) URL, or plain http on another origin.
 */
export function withRedirectFalse(url: string, base?: string): string {
  const parsed = parseHttpUrl(url, base);
  if (base && !usableApiUrl(parsed.href, base)) throw new RampUrlError(url);
  parsed.searchParams.set('redirect', 'false');
  return parsed.toString();
}

/** What to do with one answer: leave for the https url, or follow the url. */
export type RampStep = { kind: 'finish'; url: string } | { kind: 'follow'; url: string };

/** The step one answer calls for (spec §4). Action comparison ignores case and surrounding spaces. */
export function rampStep(answer: RampAnswer, base?: string): RampStep {
  if ((answer.action ?? '').trim().toLowerCase() === FINISH_ACTION)
    return { kind: 'finish', url: forceHttps(answer.url, base) };
  return { kind: 'follow', url: withRedirectFalse(answer.url, base) };
}

/** Options of {@link followRampOrder}. */
export interface FollowOptions {
  /** Hop bound (default {@link MAX_RAMP_HOPS}). */
  maxHops?: number;
  /** Base for relative urls (in the browser: `window.location.origin`). */
  base?: string;
  /** Stops the loop between hops (the screen unmounting); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called before each follow with the hop number (1-based) and the url requested. */
  onHop?: (hop: number, url: string) => void;
}

/**
 * Applies the rule of spec §4 from a first answer until an answer says finish.
 * @param first the GET /order-ramp answer.
 * @param fetchAnswer requests a url (already carrying `redirect=false`) and returns its answer.
 * @returns the final url, forced to https, to replace the browser's location with.
 * @throws RampHopLimitError past the hop bound; RampUrlError for an unusable url; whatever `fetchAnswer` throws.
 */
export async function followRampOrder(
  first: RampAnswer,
  fetchAnswer: (url: string) => Promise<RampAnswer>,
  options: FollowOptions = {},
): Promise<string> {
  const maxHops = options.maxHops ?? MAX_RAMP_HOPS;
  let step = rampStep(first, options.base);
  let hops = 0;
  while (step.kind === 'follow') {
    if (hops >= maxHops) throw new RampHopLimitError(hops);
    options.signal?.throwIfAborted();
    hops += 1;
    options.onHop?.(hops, step.url);
    const answer = await fetchAnswer(step.url);
    options.signal?.throwIfAborted();
    step = rampStep(answer, options.base);
  }
  return step.url;
}
