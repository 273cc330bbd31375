/**
 * Where the widget leads (spec §1 product modes, §2): from the parsed /widget parameters
 * (lib/widget/params.ts) to the order flow's buy and sell links, the one way on when the partner already decided
 * (a signed order, a chosen direction, or the ramp order), and the parameters carried into the order flow. Pure.
 */
import type { RampDirection } from '@/lib/domain/directions';
import { stringifyQuery } from '@/lib/http/query';
import type { WidgetMode, WidgetParams } from './params';

/** Where the widget leads (hrefs are same-origin paths with their queries). */
export interface WidgetEntry {
  mode: WidgetMode;
  /** The direction the partner chose, if any. */
  direction?: RampDirection;
  /** Buy and sell in the app's order flows (standalone, no direction or signature chosen). */
  buyHref: string;
  sellHref: string;
  /**
   * The one way on when the partner already decided: the signed order, the chosen direction, or the ramp order.
   * Null when the person chooses between buying and selling.
   */
  continueHref: string | null;
  /** The parameters carried into the order flow (lib/order/draft PARTNER_PARAMS names). */
  carried: Record<string, string>;
}

/**
 * Where the widget leads, from its parameters (see the module comment for the two product modes): ramp when the
 * partner said so or chose the provider's payment method (`crypto_method_guid`), else standalone.
 */
export function widgetEntry(params: WidgetParams): WidgetEntry {
  const mode: WidgetMode = params.mode ?? (params.cryptoMethodGuid ? 'ramp' : 'standalone');
  const carried: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    if (value) carried[name] = value;
  };
  put('amount', params.amount);
  put('amount_in', params.amountIn);
  put('payment_currency', params.paymentCurrency);
  put('crypto_currency', params.cryptoCurrency);
  put('wallet', params.wallet);
  put('language', params.language);
  put('theme', params.theme);
  put('signature', params.signature);
  if (params.redirect) put('redirect_url', params.redirect.sameOrigin ? params.redirect.path : params.redirect.href);

  const href = (path: string, extra: Record<string, string | undefined>) => {
    const query = stringifyQuery({ ...extra, ...carried });
    return query ? `${path}?${query}` : path;
  };
  const buyHref = href(params.paymentMethod === 'card' ? '/order-form' : '/order', { mode: 'on-ramp' });
  const sellHref = href('/order', { mode: 'off-ramp' });

  let continueHref: string | null = null;
  if (mode === 'ramp') {
    const ramp = {
      mode: params.direction ?? 'on-ramp',
      crypto_method_guid: params.cryptoMethodGuid,
      // The crypto amount only (spec §2 `amount`, SEP-24): never the fiat amount_in under the crypto's name.
      amount: params.amount,
      payment_currency: params.paymentCurrency,
      crypto_currency: params.cryptoCurrency,
    };
    continueHref = `/ramp?${stringifyQuery(ramp)}`;
  } else if (params.signature) {
    continueHref = href('/order', {});
  } else if (params.direction) {
    continueHref = params.direction === 'on-ramp' ? buyHref : sellHref;
  }
  return { mode, direction: params.direction, buyHref, sellHref, continueHref, carried };
}
