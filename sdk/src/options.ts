/**
 * Checks the options of `createRampWidget` (docs/partner-guide.md §3, §4) and resolves them: every mistake is a
 * {@link RampWidgetError} that names the option, thrown before anything is shown.
 */
import { EVENT_TYPES, handlerName } from './events';
import { checkParams } from './params';
import {
  RampWidgetError,
  type RampWidgetOptions,
  type RampWidgetSep24,
  type RampWidgetTheme,
  type RampWidgetVariant,
} from './types';

export const VARIANTS: readonly RampWidgetVariant[] = ['embedded', 'overlay', 'popup', 'new-tab', 'auto'];
export const THEMES: readonly RampWidgetTheme[] = ['light', 'dark', 'auto'];
const SEP24: readonly RampWidgetSep24[] = ['end', 'change', 'both'];
const HANDLERS = ['onEvent', 'onClose', ...EVENT_TYPES.map(handlerName)];
const KNOWN = new Set([
  ...HANDLERS,
  ...['appUrl', 'variant', 'container', 'redirectUrl', 'theme', 'language', 'wallet', 'amount'],
  ...['sep24', 'sandbox', 'title', 'minHeight', 'maxHeight', 'params', 'frameAttributes'],
]);

/** The options once checked: the app's origin and the container resolved, defaults filled in. */
export interface ResolvedOptions extends RampWidgetOptions {
  appOrigin: string;
  /** `params` as URL parameters (./params). */
  query: Record<string, string>;
  containerElement: HTMLElement | null;
  minHeight: number;
  maxHeight: number;
}

function fail(option: string, message: string): never {
  throw new RampWidgetError(`${option} ${message}`, option);
}

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) fail(option, `must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`);
  return value as T;
}

function httpUrl(option: string, value: unknown): URL {
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    fail(option, `must be an absolute http(s) URL; got ${JSON.stringify(value)}`);
  return url;
}

/** Checks a theme; used by the options and by `setTheme`. @throws RampWidgetError naming `option`. */
export function checkTheme(value: unknown, option = 'theme'): RampWidgetTheme {
  return oneOf(option, value, THEMES);
}

/**
 * Checks a language: `en`, `pt` or a tag of theirs such as `pt-BR` (what the app supports, §4).
 * @throws RampWidgetError naming `option`.
 */
export function checkLanguage(value: unknown, option = 'language'): string {
  if (typeof value !== 'string' || !/^(en|pt)(-[a-z0-9]{2,8})*$/i.test(value))
    fail(option, `must be en, pt or a tag such as pt-BR; got ${JSON.stringify(value)}`);
  return value as string;
}

function height(option: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 200 || value > 10000)
    fail(option, `must be a whole number of CSS pixels between 200 and 10000; got ${JSON.stringify(value)}`);
  return value as number;
}

function container(value: unknown, doc: Document): HTMLElement | null {
  const element = typeof value === 'string' ? doc.querySelector(value) : value;
  if (!element || typeof element !== 'object' || (element as Node).nodeType !== 1)
    fail('container', `must be an element (or the selector of one) of this page for variant "embedded"`);
  return element as HTMLElement;
}

/** `frameAttributes`: only `id`, `class` and `data-*` names (nothing that changes what the frame loads or may do). */
function frameAttributes(value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null) fail('frameAttributes', 'must be an object of attribute values');
  for (const [name, text] of Object.entries(value as object)) {
    if (!/^(id|class|data-[a-z][a-z0-9._-]*)$/.test(name))
      fail(`frameAttributes.${name}`, 'is not id, class or data-*');
    if (typeof text !== 'string') fail(`frameAttributes.${name}`, 'must be a string');
  }
}

/**
 * Checks every option.
 * @param options what the partner passed.
 * @param doc the page's document (its origin is the only one `redirectUrl` may have).
 * @throws RampWidgetError naming the first option at fault, e.g. a `redirectUrl` on another origin than the page's,
 *   an `appUrl` that is not http(s), a missing `container` for `embedded`, an unknown option name, a `params` entry
 *   outside the guide's §4 table (`params.<name>`).
 */
export function resolveOptions(options: RampWidgetOptions, doc: Document): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new RampWidgetError('options must be an object');
  for (const key of Object.keys(options)) if (!KNOWN.has(key)) fail(key, 'is not an option of createRampWidget');
  const appOrigin = httpUrl('appUrl', options.appUrl).origin;
  const variant = oneOf('variant', options.variant, VARIANTS);
  const pageOrigin = doc.defaultView!.location.origin;
  if (options.redirectUrl !== null && httpUrl('redirectUrl', options.redirectUrl).origin !== pageOrigin)
    fail('redirectUrl', `must be on this page's origin ${pageOrigin}; got ${JSON.stringify(options.redirectUrl)}`);
  if (options.theme !== undefined) checkTheme(options.theme);
  if (options.language !== undefined) checkLanguage(options.language);
  if (options.wallet !== undefined && (typeof options.wallet !== 'string' || !/^[\w:.-]{1,128}$/.test(options.wallet)))
    fail('wallet', 'must be a wallet address (letters, digits, ":", ".", "-", "_"; at most 128)');
  if (
    options.amount !== undefined &&
    (typeof options.amount !== 'string' || !/^\d{1,15}([.,]\d{1,7})?$/.test(options.amount))
  )
    fail('amount', `must be a decimal string such as "250.50"; got ${JSON.stringify(options.amount)}`);
  if (options.sep24 !== undefined) oneOf('sep24', options.sep24, SEP24);
  if (options.sandbox !== undefined && typeof options.sandbox !== 'boolean') fail('sandbox', 'must be true or false');
  if (options.title !== undefined && (typeof options.title !== 'string' || !options.title.trim()))
    fail('title', 'must be a non-empty string');
  const query = checkParams(options.params, options.sep24);
  frameAttributes(options.frameAttributes);
  for (const name of HANDLERS) {
    const handler = (options as unknown as Record<string, unknown>)[name];
    if (handler !== undefined && typeof handler !== 'function') fail(name, 'must be a function');
  }
  const minHeight = height('minHeight', options.minHeight, 560);
  const maxHeight = height('maxHeight', options.maxHeight, 1400);
  if (minHeight > maxHeight) fail('minHeight', `must not be above maxHeight (${maxHeight})`);
  const containerElement = variant === 'embedded' ? container(options.container, doc) : null;
  return { ...options, appOrigin, query, containerElement, minHeight, maxHeight };
}
