/**
 * The /widget URL (spec §1, §2): the parameters a partner puts on it, read with zod one by one, and
 * where the widget leads from there. A value that is unknown or malformed is ignored with a warning (returned to
 * the caller, who logs it through lib/widget/log), never an error: the widget always opens.
 *
 * Parameters (spec §2 names, plus `lang` as SEP-24 wallets send it and `demo`):
 * - `theme` light | dark | auto; `language` (or `lang`) an RFC 4646 tag of a supported language (pt-BR → pt);
 * - `isHeaderDisabled` true | false: hide the header (partner's own chrome around the frame);
 * - `title`: the widget's heading, plain text up to 80 characters;
 * - `mode`: on-ramp | off-ramp chooses the direction; standalone | ramp chooses the product mode (spec §1);
 * - `amount` (crypto amount, SEP-24), `amount_in` (amount paid: fiat when buying, crypto when selling),
 *   `payment_currency`, `crypto_currency`,
 *   `wallet` (address), `payment-method` card | default: the order's prefill, carried into the order flow;
 * - `lock_wallet` true: the `wallet` stays the order's wallet for the partner's widget session (lib/order/wallet-lock);
 * - `crypto_method_guid`: the partner already chose the provider's payment method → ramp mode (/ramp);
 * - `signature`: a partner-signed order (GET /order-flow), three base64url parts;
 * - `redirect_url` (or `return_to`): where the partner wants the person back; used only when it points to the
 *   app or an allowed partner origin (spec §5) — its origin names the partner (GET /wallet) and receives events;
 * - `callback`, `on_change_callback`: `postMessage` asks for SEP-24 `{transaction}` messages (on completion, on
 *   every status change); https URL callbacks are signed server to server by the anchor, not by this page;
 * - `postMessage` true | false: whether the widget sends its host events at all (default true);
 * - `demo` true: the demo widget (a demo wallet from GET /demo/create, spec §1).
 *
 * Product modes (spec §1): **standalone** runs the app's own order flows (decision, order, sign-in, billing,
 * KYC, payment, final step); **ramp** hands a partner-prepared order to /ramp, which follows the provider's
 * ramp-order redirects (spec §4). Pure module.
 */
import type { ParsedQs } from 'qs';
import { z } from 'zod';
import { normaliseAmountInput } from '@/lib/domain/amounts';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import { toSupportedLocale, type Locale } from '@/lib/i18n/locale';
import { resolveReturnUrl, type ResolvedReturnUrl } from '@/lib/security/return-url';
import { THEME_SELECTORS, type ThemeSelector } from '@/lib/theme';
import { WIDGET_MODES, type WidgetMode } from './modes';
import { WALLET_PARAM_PATTERN } from './wallet-param';

/** The product modes of spec §1 (lib/widget/modes.ts). */
export { WIDGET_MODES, type WidgetMode };

/** What the widget understood from its URL; absent = not given or ignored. */
export interface WidgetParams {
  theme?: ThemeSelector;
  language?: Locale;
  headerDisabled: boolean;
  title?: string;
  direction?: RampDirection;
  /** The product mode the partner asked for explicitly (else derived, see {@link widgetEntry}). */
  mode?: WidgetMode;
  /** The crypto amount (SEP-24 `amount`; received when buying, sent when selling), a decimal string. */
  amount?: string;
  /** The amount paid (`amount_in`): fiat when buying, crypto when selling, a decimal string. */
  amountIn?: string;
  paymentMethod?: 'card' | 'default';
  paymentCurrency?: string;
  cryptoCurrency?: string;
  cryptoMethodGuid?: string;
  wallet?: string;
  /** `lock_wallet`: the person cannot change `wallet` during the widget session (needs `wallet` and a partner). */
  lockWallet?: boolean;
  signature?: string;
  /** The validated redirect_url (or return_to). */
  redirect?: ResolvedReturnUrl;
  callback?: 'postMessage';
  onChangeCallback?: 'postMessage';
  /** Host events on (default) or off (`postMessage=false`). */
  events: boolean;
  demo: boolean;
}

/** The result of {@link parseWidgetParams}: the parameters, and one warning per value ignored. */
export interface ParsedWidgetParams {
  params: WidgetParams;
  warnings: string[];
}

/** Every parameter name the widget reads. */
export const WIDGET_PARAM_NAMES = [
  'theme',
  'language',
  'lang',
  'isHeaderDisabled',
  'title',
  'mode',
  'amount',
  'amount_in',
  'payment-method',
  'payment_currency',
  'crypto_currency',
  'crypto_method_guid',
  'wallet',
  'lock_wallet',
  'signature',
  'redirect_url',
  'return_to',
  'callback',
  'on_change_callback',
  'postMessage',
  'demo',
] as const;

/** A flag: `true`, `1`, `yes` or present without a value are on; `false`, `0`, `no` off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'true', '1', 'yes', 'false', '0', 'no']))
  .transform((v) => !['false', '0', 'no'].includes(v));

const amount = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const normalised = normaliseAmountInput(v);
    if (!normalised || !/[1-9]/.test(normalised) || normalised.length > 30) {
      ctx.addIssue({ code: 'custom', message: 'not a positive decimal amount' });
      return z.NEVER;
    }
    return normalised;
  });

const callback = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v.toLowerCase() === 'postmessage') return 'postMessage' as const;
    ctx.addIssue({
      code: 'custom',
      message: /^https:\/\//i.test(v)
        ? 'URL callbacks are signed and sent by the server (SEP-24), not by the widget'
        : "expected 'postMessage'",
    });
    return z.NEVER;
  });

/** One zod schema per parameter (input: the first string value). */
const FIELD = {
  theme: z.enum(THEME_SELECTORS),
  language: z.string().transform((v, ctx) => {
    const locale = toSupportedLocale(v);
    if (!locale) {
      ctx.addIssue({ code: 'custom', message: 'not a supported language (en, pt)' });
      return z.NEVER;
    }
    return locale;
  }),
  isHeaderDisabled: flag,
  title: z
    .string()

    .transform((v) =>
      v
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(z.string().min(1, 'empty').max(80, 'longer than 80 characters')),
  mode: z.enum([...RAMP_DIRECTIONS, ...WIDGET_MODES]),
  amount,
  amount_in: amount,
  'payment-method': z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['card', 'default'])),
  payment_currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'not an ISO 4217 code')
    .transform((v) => v.toUpperCase()),
  crypto_currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,12}$/, 'not an asset code')
    .transform((v) => v.toUpperCase()),
  crypto_method_guid: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an id'),
  wallet: z.string().trim().regex(WALLET_PARAM_PATTERN, 'not a wallet address'),
  signature: z
    .string()
    .trim()
    .max(4096, 'too long')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'not a three-part token'),
  callback,
  on_change_callback: callback,
  lock_wallet: flag,
  postMessage: flag,
  demo: flag,
} as const;

/** The first string of a parameter; arrays take their first value, nested objects are malformed. */
function rawValue(value: unknown): string | undefined | { malformed: true } {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return { malformed: true };
}

/** A value shortened for a log line (never the whole of a long or hostile string). */
function shown(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/**
 * Reads the widget's URL parameters.
 * @param query the page query parsed with the spec §9 limits (lib/http/page-query pageQueryOf).
 * @param options the app's origin and the allowed partner origins, for redirect_url (spec §5).
 * @returns the parameters and a warning for every unknown parameter and every ignored value.
 */
export function parseWidgetParams(
  query: ParsedQs,
  options: { appOrigin: string; allowedOrigins: readonly string[] },
): ParsedWidgetParams {
  const warnings: string[] = [];
  const read = <K extends keyof typeof FIELD>(
    name: K,
    from: string = name,
  ): z.output<(typeof FIELD)[K]> | undefined => {
    const raw = rawValue(query[from]);
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') {
      warnings.push(`ignored ${from}: not a single value`);
      return undefined;
    }
    const result = FIELD[name].safeParse(raw);
    if (result.success) return result.data as z.output<(typeof FIELD)[K]>;
    warnings.push(`ignored ${from}=${shown(raw)}: ${result.error.issues[0]?.message ?? 'invalid'}`);
    return undefined;
  };

  const params: WidgetParams = {
    headerDisabled: read('isHeaderDisabled') ?? false,
    events: read('postMessage') ?? true,
    demo: read('demo') ?? false,
  };
  params.theme = read('theme');
  params.language = read('language') ?? (query.language === undefined ? read('language', 'lang') : undefined);
  params.title = read('title');
  const mode = read('mode');
  if (mode === 'on-ramp' || mode === 'off-ramp') params.direction = mode;
  else if (mode) params.mode = mode;
  params.amount = read('amount');
  params.amountIn = read('amount_in');
  params.paymentMethod = read('payment-method');
  params.paymentCurrency = read('payment_currency');
  params.cryptoCurrency = read('crypto_currency');
  params.cryptoMethodGuid = read('crypto_method_guid');
  params.wallet = read('wallet');
  params.signature = read('signature');
  params.lockWallet = read('lock_wallet') || undefined;
  if (params.lockWallet && !params.wallet) {
    warnings.push('ignored lock_wallet: no wallet to lock');
    params.lockWallet = undefined;
  }
  params.callback = read('callback');
  params.onChangeCallback = read('on_change_callback');

  for (const name of ['redirect_url', 'return_to'] as const) {
    const raw = rawValue(query[name]);
    if (raw === undefined || params.redirect) continue;
    const resolved = typeof raw === 'string' ? resolveReturnUrl(raw, options.appOrigin, options.allowedOrigins) : null;
    if (resolved) params.redirect = resolved;
    else
      warnings.push(
        `ignored ${name}${typeof raw === 'string' ? `=${shown(raw)}` : ''}: not the app or an allowed partner origin`,
      );
  }

  const known = new Set<string>(WIDGET_PARAM_NAMES);
  const unknown = Object.keys(query).filter((k) => !known.has(k));
  if (unknown.length)
    warnings.push(`ignored unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 10).join(', ')}`);

  // /ramp (GET /order-ramp) takes one amount, `amount`, the crypto amount like the widget's own `amount`; a fiat
  // amount_in is not passed on as if it were one (it is still shown on the widget's order summary).
  const ramp = params.mode === 'ramp' || (params.mode === undefined && params.cryptoMethodGuid !== undefined);
  if (ramp && params.amountIn && !params.amount)
    warnings.push('amount_in is not passed to the ramp order, which takes the crypto amount: use amount');

  for (const key of Object.keys(params) as Array<keyof WidgetParams>) if (params[key] === undefined) delete params[key];
  return { params, warnings };
}
