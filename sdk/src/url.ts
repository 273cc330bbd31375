/** The `/widget` URL of docs/partner-guide.md §4 for a set of checked options. */
import type { ResolvedOptions } from './options';

/**
 * Builds the widget's address: `{app}/widget` with `redirect_url` and, when given, `theme`, `language`, `wallet`,
 * `amount`, `callback` / `on_change_callback` (`postMessage`, from the `sep24` option), then the checked `params`;
 * `redirect_url` is left out when `redirectUrl` is null.
 * @param options checked options (./options).
 * @returns an absolute URL on the app's origin.
 */
export function widgetUrl(
  options: Pick<
    ResolvedOptions,
    'appOrigin' | 'redirectUrl' | 'theme' | 'language' | 'wallet' | 'amount' | 'sep24' | 'query'
  >,
): string {
  const url = new URL('/widget', options.appOrigin);
  const search = url.searchParams;
  if (options.redirectUrl !== null) search.set('redirect_url', options.redirectUrl);
  if (options.theme) search.set('theme', options.theme);
  if (options.language) search.set('language', options.language);
  if (options.wallet) search.set('wallet', options.wallet);
  if (options.amount) search.set('amount', options.amount);
  if (options.sep24 === 'end' || options.sep24 === 'both') search.set('callback', 'postMessage');
  if (options.sep24 === 'change' || options.sep24 === 'both') search.set('on_change_callback', 'postMessage');
  for (const [name, value] of Object.entries(options.query)) search.set(name, value);
  return url.href;
}
