/**
 * The `params` option: more of the widget's URL parameters (docs/partner-guide.md §4's table) than the SDK has options
 * for, checked like the options: only the table's names, string or boolean values, and never a parameter an option
 * already sets (the URL would carry two values and the widget would read one of them).
 */
import { RampWidgetError } from './types';

/** The §4 parameters `params` may carry: those with no option of their own. */
export const PARAM_NAMES = [
  'isHeaderDisabled',
  'title',
  'mode',
  'amount_in',
  'payment_currency',
  'crypto_currency',
  'payment-method',
  'lock_wallet',
  'crypto_method_guid',
  'signature',
  'callback',
  'on_change_callback',
  'message',
  'postMessage',
  'demo',
] as const;

/** A name of {@link PARAM_NAMES}. */
export type RampWidgetParamName = (typeof PARAM_NAMES)[number];

/** Widget URL parameters by name; `true` / `false` are sent as those words. */
export type RampWidgetParams = Partial<Record<RampWidgetParamName, string | boolean>>;

/** §4 parameters (aliases included) that an option sets, with that option's name. */
const SET_BY_OPTION: Record<string, string> = {
  redirect_url: 'redirectUrl',
  return_to: 'redirectUrl',
  theme: 'theme',
  language: 'language',
  lang: 'language',
  wallet: 'wallet',
  amount: 'amount',
};

/**
 * Checks `params` and turns it into URL parameters.
 * @param value the option as passed (undefined: none).
 * @param sep24 the `sep24` option, which sets `callback` / `on_change_callback` when given.
 * @returns name → value, in the order given.
 * @throws RampWidgetError naming `params`, or `params.<name>` for a name outside §4's table, one an option sets, or a
 *   value that is neither a string nor a boolean.
 */
export function checkParams(value: unknown, sep24: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RampWidgetError('params must be an object of widget URL parameters', 'params');
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(value)) {
    const option = `params.${name}`;
    const owner =
      SET_BY_OPTION[name] ?? (sep24 !== undefined && /^(on_change_)?callback$/.test(name) ? 'sep24' : undefined);
    if (owner) throw new RampWidgetError(`${option} is set by the ${owner} option; pass it there`, option);
    if (!(PARAM_NAMES as readonly string[]).includes(name))
      throw new RampWidgetError(`${option} is not a widget URL parameter (partner guide §4)`, option);
    if (typeof raw !== 'string' && typeof raw !== 'boolean')
      throw new RampWidgetError(`${option} must be a string or a boolean; got ${JSON.stringify(raw)}`, option);
    out[name] = String(raw);
  }
  return out;
}
