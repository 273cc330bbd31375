/**
 * Server side of /order and /order-form (DESIGN.md "Server first"): everything the order form needs on entry,
 * fetched with the person's cookies before it renders.
 * - GET /rates: the currencies on offer (its errors follow the global rule of spec §8; none on offer →
 *   /payment-options-unavailable);
 * - GET /order-flow?signature=… for a signed order (a bad or unknown token follows the global rule), else the
 *   transactionSignatureData cookie of an earlier visit (unless the URL chose a direction: a new, unsigned order);
 * - GET /wallet, sent with the origin of the return URL (return_to or redirect_url, validated: spec §5) when one
 *   is given; a failure is empty data (spec §8 "If … the wallet fail to load, empty data is used");
 * - the orderFormData cookie, then the partner's URL parameters, then what the signed order fixes
 *   (lib/order/draft); a `wallet` parameter only inside an allowed partner's widget session (issue 10 item 8).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getOrderFlow, getPartnerWallet, getRates, type PartnerWallet, type RateRow } from '@/lib/api/order';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { firstString } from '@/lib/http/query';
import { loadOrEmpty, requestQuery, serverApi } from '@/lib/http/server';
import {
  draftFromQuery,
  fixedFromSignedOrder,
  initialDraft,
  partnerParams,
  trustedPrefillQuery,
  type OrderFixed,
} from '@/lib/order/draft';
import { parseOrderFormCookie, parseSignatureCookie, type SignatureData } from '@/lib/order/form-cookie';
import type { OrderDraft, PaymentMethod } from '@/lib/order/schema';
import { PAYMENT_OPTIONS_UNAVAILABLE_PATH } from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { BLOCKCHAINS, type Blockchain } from '@/lib/transactions/statuses';
import { parseWidgetSession } from '@/lib/widget/session';
import { ORDER_STEPS, type OrderStep } from './steps';

/** What the order form starts with. */
export interface OrderScreenData {
  /** The route of this form ('/order' or '/order-form'). */
  path: '/order' | '/order-form';
  paymentMethod: PaymentMethod;
  initial: OrderDraft;
  /** The signed order, to keep in its cookie, and what it fixes. */
  signed: SignatureData | null;
  fixed: OrderFixed | null;
  rates: RateRow[];
  blockchains: Blockchain[];
  partnerWallet: PartnerWallet | null;
  /** The step asked for in the URL. */
  step: OrderStep;
  /** URL parameters the form keeps (the return URL: needed again for GET /wallet after a reload). */
  keptParams: Record<string, string>;
  /** The partner's language and theme, applied once. */
  language?: string;
  theme?: string;
  /** Whether the URL carried prefill parameters (then the form saves them and cleans the URL). */
  hadPrefill: boolean;
  /** The wallet address the partner passed (`wallet`), to say where it came from. */
  partnerAddress?: string;
}

/** Loads the order form's data; see the module comment. */
export async function loadOrderScreen(path: '/order' | '/order-form'): Promise<OrderScreenData> {
  const [rawQuery, store, http] = await Promise.all([requestQuery(), cookies(), serverApi()]);
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
  const [rates, partnerWallet, signed] = await Promise.all([
    getRates(http),
    loadOrEmpty('partner wallet', () => getPartnerWallet(http, returnUrl?.origin ?? null), null),
    signature
      ? getOrderFlow(http, signature).then(
          (flow): SignatureData => ({ signature, fixed: fixedFromSignedOrder(flow.mode, flow.transaction) }),
        )
      : // A new choice of direction (from /decision-flow) starts an unsigned order: the old signed one is dropped.
        Promise.resolve(carried.mode ? null : parseSignatureCookie(store.get(COOKIE.transactionSignatureData)?.value)),
  ]);
  if (!rates.rates.length) redirect(PAYMENT_OPTIONS_UNAVAILABLE_PATH);

  const paymentMethod: PaymentMethod = path === '/order-form' ? 'card' : 'default';
  const offered = partnerWallet?.blockchains.filter((b) => (BLOCKCHAINS as readonly string[]).includes(b)) ?? [];
  const blockchains = offered.length ? offered : [...BLOCKCHAINS];
  const fixed = signed?.fixed ?? null;
  const initial = initialDraft({
    cookie: parseOrderFormCookie(store.get(COOKIE.orderFormData)?.value),
    query,
    fixed,
    forcedMode: paymentMethod === 'card' ? 'on-ramp' : undefined,
    currencies: rates.rates.map((r) => r.payment_currency),
    blockchains,
  });
  const requested = firstString(query.step);
  const keptParams: Record<string, string> = {};
  for (const name of ['return_to', 'redirect_url'] as const) if (carried[name]) keptParams[name] = carried[name];
  const prefill = [
    'mode',
    'amount',
    'amount_in',
    'payment_currency',
    'crypto_currency',
    'wallet',
    'signature',
    'language',
    'theme',
  ];
  return {
    path,
    paymentMethod,
    initial,
    signed,
    fixed,
    rates: rates.rates,
    blockchains,
    partnerWallet,
    step: (ORDER_STEPS as readonly string[]).includes(requested ?? '') ? (requested as OrderStep) : 'amount',
    keptParams,
    language: carried.language,
    theme: carried.theme,
    hadPrefill: prefill.some((name) => carried[name] !== undefined),
    partnerAddress: draftFromQuery(query).address,
  };
}
