/**
 * Product API calls of the ramp order (spec §3, §4, §7, §8): GET /order-ramp and the follow requests of the §4
 * redirect rule (the final step's GET /transaction-info/{id} is lib/api/transactions.ts). Each call is declared with
 * its spec §8 policy (lib/http/policy.ts), each answer parsed with zod. Shapes agree with sandbox/README.md.
 * Errors: ky HTTPError after the call's policy has run; ZodError for a malformed answer.
 */
import type { ParsedQs } from 'qs';
import { z } from 'zod/mini';
import { defineCall } from '@/lib/http/policy';
import { firstString } from '@/lib/http/query';
import { isSameOrigin } from '@/lib/security/api-url';

/** Query of GET /order-ramp, read from the /ramp page's own query (spec §2 "Ramp reads …", §7). */
export interface RampOrderQuery {
  mode?: string;
  crypto_method_guid?: string;
  amount?: string;
  payment_currency?: string;
  crypto_currency?: string;
}

/** The query parameter names /ramp reads and GET /order-ramp takes, in that order (spec §2, §7). */
export const RAMP_QUERY_KEYS = ['mode', 'crypto_method_guid', 'amount', 'payment_currency', 'crypto_currency'] as const;

/** Picks the ramp query parameters out of a parsed page query; non-string and empty values are dropped. */
export function rampOrderQuery(query: ParsedQs): RampOrderQuery {
  const out: RampOrderQuery = {};
  for (const key of RAMP_QUERY_KEYS) {
    const value = firstString(query[key])?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Ramp order data (spec §3): url, plus action in the redirect answer (§4) and the order's mode. `action` other
 * than 'finish' (or absent) means "follow the url".
 */
export const rampOrderSchema = z.object({
  url: z.string().check(z.minLength(1)),
  action: z.nullish(z.string()),
  mode: z.nullish(z.string()),
});
export type RampOrder = z.infer<typeof rampOrderSchema>;

/**
 * The last resort of the fallback order data (spec §8), when neither the wallet's home_url nor a configured
 * provider home url can be used: this app's own start of an order, where the person can start again. A same-origin
 * path, so it is not forced to https (that would break an http deployment such as localhost).
 */
export const RAMP_FALLBACK_HOME = '/decision-flow';

/** Where the fallback order data may lead, in order of preference. */
export interface RampFallbackSources {
  /** GET /wallet's `home_url` (the wallet partner's home), or null when absent or the wallet failed to load. */
  walletHomeUrl: string | null | undefined;
  /** The configured provider home url (lib/config `providerHomeUrl`, PROVIDER_HOME_URL), or '' when unset. */
  providerHomeUrl: string;
  /** Origins the app may send a person to (lib/config allowedReturnOrigins: the app and the partners). */
  allowedOrigins: readonly string[];
}

/**
 * The "provider's home url" of the fallback order data (spec §8): the wallet's home_url when it is an http(s) URL
 * on an allowed origin (a redirect target from an answer is checked against the allow-list like any other), else
 * the configured provider home url, else {@link RAMP_FALLBACK_HOME}.
 */
export function rampFallbackHome({ walletHomeUrl, providerHomeUrl, allowedOrigins }: RampFallbackSources): string {
  if (walletHomeUrl) {
    try {
      const home = new URL(walletHomeUrl);
      if (/^https?:$/.test(home.protocol) && allowedOrigins.includes(home.origin)) return home.toString();
    } catch {
      // not a URL: the next source
    }
  }
  return providerHomeUrl || RAMP_FALLBACK_HOME;
}

/** The fallback order data of spec §8: the provider's home url and an empty mode. */
export function rampFallbackOrder(homeUrl: string = RAMP_FALLBACK_HOME): RampOrder {
  return { url: homeUrl, action: null, mode: '' };
}

/** GET /order-ramp?mode&crypto_method_guid&amount&payment_currency&crypto_currency (spec §7). */
export const getOrderRamp = /* @__PURE__ */ defineCall(
  'ramp-fallback',
  async (http, query: RampOrderQuery): Promise<RampOrder> => {
    const searchParams = new URLSearchParams();
    for (const key of RAMP_QUERY_KEYS) {
      const value = query[key];
      if (value) searchParams.set(key, value);
    }
    return rampOrderSchema.parse(await http.get('order-ramp', { searchParams }).json());
  },
);

/**
 * One follow of the §4 rule: GET an absolute url (it already carries redirect=false, see
 * lib/order/ramp-redirect) through the given instance, outside its API base path when it is on the page's origin;
 * a third party's url with a credential-less fetch instead.
 * @param pageOrigin the page's origin (default: the window's).
 * @throws ky HTTPError / Error for a non-2xx answer, ZodError for an unexpected body.
 */
export const followRampUrl = /* @__PURE__ */ defineCall(
  'global-rule',
  async (
    http,
    url: string,
    signal?: AbortSignal,
    pageOrigin: string = typeof window === 'undefined' ? '' : window.location.origin,
  ): Promise<RampOrder> => {
    // A third party's url gets neither the app's cookies nor its X-XSRF-TOKEN header: a plain
    // fetch, not the app's ky instance.
    if (pageOrigin && !isSameOrigin(url, pageOrigin)) {
      const response = await fetch(url, { credentials: 'omit', signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The ramp provider answered ${response.status}`);
      return rampOrderSchema.parse(await response.json());
    }
    return rampOrderSchema.parse(await http.get(url, { prefixUrl: '', signal }).json());
  },
);
