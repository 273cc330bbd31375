/**
 * Server loaders of the order flows: the order form's entry
 * data (/order, /order-form) and the ramp order (/ramp).
 *
 * {@link loadOrderScreen}: everything the order form needs on entry (DESIGN.md "Server first"), fetched with the
 * person's cookies before it renders.
 * - GET /rates: the currencies on offer. An error answer follows the global rule of spec §8 ('no payment methods
 *   found' → /payment-options-unavailable); an answer with no currency says the same, so it goes there too. A load
 *   that fails without an answer (transport error, timeout, an answer that is not rates) is empty data (spec §8
 *   "A failed route data load … returns empty data"): the form renders with `ratesFailed` and says the prices
 *   could not be loaded, with a retry. It is not "no payment options": nothing said there were none;
 * - GET /order-flow?signature=… for a signed order (a bad or unknown token: an error answer, follows the global
 *   rule; a failed load is empty data: no signed order, the form starts unsigned), else the
 *   transactionSignatureData cookie of an earlier visit (unless the URL chose a direction: a new, unsigned order);
 * - GET /wallet, sent with the origin of the return URL (return_to or redirect_url, validated: spec §5) when one
 *   is given, under 'empty-on-failure': any failure, an error answer included, is empty data (spec §8 "If … the
 *   wallet fail to load, empty data is used");
 * - the orderFormData cookie, then the partner's URL parameters, then what the signed order fixes
 *   (lib/order/draft); a `wallet` parameter only inside an allowed partner's widget session;
 * - for a signed-in person, the facts of the order's journey (lib/order/journey-server `loadAccountFacts`): the
 *   screens this order takes them through, for the step headers.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ParsedQs } from 'qs';
import { getOrderFlow } from '@/lib/api/order';
import { getOrderRamp, rampFallbackHome, rampFallbackOrder, type RampOrder, type RampOrderQuery } from '@/lib/api/ramp';
import { getRates, type RateRow } from '@/lib/api/rates';
import { getPartnerWallet, type PartnerWallet } from '@/lib/api/wallets';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { COOKIE } from '@/lib/cookies';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { firstString } from '@/lib/http/query';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import {
  PREFILL_PARAMS,
  draftFromQuery,
  fixedFromSignedOrder,
  initialDraft,
  partnerParams,
  trustedPrefillQuery,
  type OrderFixed,
} from '@/lib/order/draft';
import { parseOrderFormCookie, parseSignatureCookie, type SignatureData } from '@/lib/order/form-cookie';
import { journeySteps, type JourneyStep } from '@/lib/order/journey';
import { PASSED_PARAM, parsePassed, type OrderPath } from '@/lib/order/journey-links';
import { loadAccountFacts } from '@/lib/order/journey-server';
import type { OrderDraft, PaymentMethod } from '@/lib/order/schema';
import { applyWalletLock, walletLockOf, type WalletLock } from '@/lib/order/wallet-lock';
import { PAYMENT_OPTIONS_UNAVAILABLE_PATH } from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { parseWidgetSession } from '@/lib/widget/session';

/** Timeout in ms of GET /wallet, optional data that must not hold the screen. */
const OPTIONAL_TIMEOUT_MS = 10_000;

/** What the order form starts with. */
export interface OrderScreenData {
  /** The route of this form ('/order' or '/order-form'). */
  path: OrderPath;
  paymentMethod: PaymentMethod;
  initial: OrderDraft;
  /** The signed order, to keep in its cookie, and what it fixes. */
  signed: SignatureData | null;
  fixed: OrderFixed | null;
  rates: RateRow[];
  /** True when GET /rates failed without an answer (transport, timeout, not rates): `rates` is empty, unknown. */
  ratesFailed: boolean;
  blockchains: Blockchain[];
  partnerWallet: PartnerWallet | null;
  /** The screens this order takes the person through (lib/order/journey), for "Step n of m". */
  journey: JourneyStep[];
  /**
   * URL parameters the form keeps: the return URL (needed again for GET /wallet after a reload) and the account
   * screens the order went through (lib/order/journey-links PASSED_PARAM).
   */
  keptParams: Record<string, string>;
  /** The partner's language and theme, applied once. */
  language?: string;
  theme?: string;
  /** Whether the URL carried prefill parameters (then the form saves them and cleans the URL). */
  hadPrefill: boolean;
  /** The wallet address the partner passed (`wallet`), to say where it came from. */
  partnerAddress?: string;
  /** The wallet the partner locked for its widget session (lib/order/wallet-lock); a signed wallet wins. */
  walletLock: WalletLock | null;
}

/**
 * Loads the order form's data; see the module comment.
 * @param path the route of the form
 * @param rawQuery the page's query (lib/http/page-query pageQueryOf), before the widget-session check of `wallet`
 * @throws NEXT_REDIRECT to /payment-options-unavailable when the rates answer offers no currency, or by the global
 *   error rule (an error answer of GET /rates or GET /order-flow)
 */
export async function loadOrderScreen(path: OrderPath, rawQuery: ParsedQs): Promise<OrderScreenData> {
  const [store, call, optionalCall] = await Promise.all([
    cookies(),
    serverCaller(),
    serverCaller({ timeoutMs: OPTIONAL_TIMEOUT_MS }),
  ]);
  // A `wallet` (and the other prefill values) counts only inside an allowed partner's widget session.
  const widgetSession = parseWidgetSession(store.get(COOKIE.widgetSession)?.value, {
    appOrigin: clientConfig.appOrigin,
    partnerOrigins: clientConfig.partnerOrigins,
  });
  const query = trustedPrefillQuery(rawQuery, widgetSession?.origin);
  const carried = partnerParams(query);
  const returnUrl = resolveReturnUrl(
    carried.return_to ?? carried.redirect_url,
    clientConfig.appOrigin,
    allowedReturnOrigins(),
  );

  const signature = carried.signature;
  const passed = parsePassed(firstString(rawQuery[PASSED_PARAM]));
  const [rates, partnerWallet, signed, facts] = await Promise.all([
    routeDataOrEmpty('rates', () => call(getRates), null),
    routeDataOrEmpty('partner wallet', () => optionalCall(getPartnerWallet, returnUrl?.origin ?? null), null),
    signature
      ? routeDataOrEmpty(
          'signed order',
          async (): Promise<SignatureData> => {
            const flow = await call(getOrderFlow, signature);
            return { signature, fixed: fixedFromSignedOrder(flow.mode, flow.transaction) };
          },
          null,
        )
      : // A new choice of direction (from /decision-flow) starts an unsigned order: the old signed one is dropped.
        Promise.resolve(carried.mode ? null : parseSignatureCookie(store.get(COOKIE.transactionSignatureData)?.value)),
    loadAccountFacts(passed),
  ]);
  if (rates && !rates.rates.length) redirect(PAYMENT_OPTIONS_UNAVAILABLE_PATH);
  const offeredRates = rates?.rates ?? [];

  const paymentMethod: PaymentMethod = path === '/order-form' ? 'card' : 'default';
  const offered = partnerWallet?.blockchains.filter((b) => (BLOCKCHAINS as readonly string[]).includes(b)) ?? [];
  const blockchains = offered.length ? offered : [...BLOCKCHAINS];
  const fixed = signed?.fixed ?? null;
  const lock = fixed?.address || fixed?.walletId ? null : walletLockOf(widgetSession);
  const walletLock = lock && blockchains.includes(lock.blockchain) ? lock : null;
  const drafted = initialDraft({
    cookie: parseOrderFormCookie(store.get(COOKIE.orderFormData)?.value),
    query,
    fixed,
    forcedMode: paymentMethod === 'card' ? 'on-ramp' : undefined,
    currencies: offeredRates.map((r) => r.payment_currency),
    blockchains,
  });
  const initial = applyWalletLock(drafted, walletLock);
  const keptParams: Record<string, string> = {};
  for (const name of ['return_to', 'redirect_url'] as const) if (carried[name]) keptParams[name] = carried[name];
  if (passed.length) keptParams[PASSED_PARAM] = passed.join('.');
  return {
    path,
    paymentMethod,
    initial,
    signed,
    fixed,
    rates: offeredRates,
    ratesFailed: rates === null,
    blockchains,
    partnerWallet,
    journey: journeySteps(facts),
    keptParams,
    language: carried.language,
    theme: carried.theme,
    hadPrefill: PREFILL_PARAMS.some((name) => carried[name] !== undefined),
    partnerAddress: draftFromQuery(query).address,
    walletLock,
  };
}

/** What /ramp hands to its client part: the order to follow, or the fallback order data. */
export interface RampEntry {
  order: RampOrder;
  /** True when `order` is the fallback order data of spec §8. */
  fallback: boolean;
}

/**
 * GET /order-ramp for /ramp (spec §4, §7, §8). Two answers keep the global rule, because §8's table names them:
 * 'no payment methods found' and a failed order URL with upstream 500 → /payment-options-unavailable, and a 401 →
 * login (§4). Every other failure is "the ramp order lookup fails" (§8 "Other cases"): a transport error, a timeout,
 * an answer that is not order data, and any other error answer (a 404 or a 502 included) give the fallback order
 * data, an empty mode and a home url: the wallet's home_url (GET /wallet under 'empty-on-failure': its own failure
 * is empty data), else the configured provider home url, else /decision-flow (lib/api/ramp `rampFallbackHome`).
 * The person is sent somewhere they can start again rather than to /error.
 */
export async function loadRampOrder(query: RampOrderQuery): Promise<RampEntry> {
  // GET /order-ramp is declared 'ramp-fallback' (lib/api/ramp.ts): only login and /payment-options-unavailable
  // keep their redirect.
  const order = await routeDataOrEmpty('ramp order', async () => (await serverCaller())(getOrderRamp, query), null);
  if (order) return { order, fallback: false };
  const optionalCall = await serverCaller({ timeoutMs: OPTIONAL_TIMEOUT_MS });
  const wallet = await routeDataOrEmpty('partner wallet (ramp fallback)', () => optionalCall(getPartnerWallet), null);
  const home = rampFallbackHome({
    walletHomeUrl: wallet?.home_url,
    providerHomeUrl: getServerConfig().providerHomeUrl,
    allowedOrigins: allowedReturnOrigins(),
  });
  return { order: rampFallbackOrder(home), fallback: true };
}
