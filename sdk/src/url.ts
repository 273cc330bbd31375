/** The `/widget` URL of docs/partner-guide.md §4 for a set of checked options. */
import type { ResolvedOptions } from './options';

/**
 * Builds the widget's address: `{app}/widget` with `redirect_url`, `theme`, `language` and, when given, `wallet`,
 * `amount`, `callback` / `on_change_callback` (`postMessage`, from the `sep24` option).
 * @param options checked options (./options).
 * @returns an absolute URL on the app's origin.
 */
export function widgetUrl(
  options: Pick<ResolvedOptions, 'appOrigin' | 'redirectUrl' | 'theme' | 'language' | 'wallet' | 'amount' | 'sep24'>,
): string {
  const url = new URL('/widget', options.appOrigin);
  const query = url.searchParams;
  query.set('redirect_url', options.redirectUrl);
  query.set('theme', options.theme);
  query.set('language', options.language);
  if (options.wallet) query.set('wallet', options.wallet);
  if (options.amount) query.set('amount', options.amount);
  if (options.sep24 === 'end' || options.sep24 === 'both') query.set('callback', 'postMessage');
  if (options.sep24 === 'change' || options.sep24 === 'both') query.set('on_change_callback', 'postMessage');
  return url.href;
}
