/**
 * The public shapes of the SDK: the options of `createRampWidget` and the controller it returns
 * (docs/partner-guide.md "Quick start with the SDK").
 */
import type { RampWidgetEvent, RampWidgetHandlers } from './events';
import type { RampWidgetParams } from './params';

/**
 * Where the widget shows:
 * - `embedded`: an iframe inside `container`, its height following the widget's `resize` events;
 * - `overlay`: a modal dialog over the page (full screen on phones);
 * - `popup`: a separate small window (webviews, browsers that block the frame's cookies);
 * - `new-tab`: a new browser tab;
 * - `auto`: `overlay` on desktop, full screen on phones, a popup once the frame reports `cookies_blocked`.
 */
export type RampWidgetVariant = 'embedded' | 'overlay' | 'popup' | 'new-tab' | 'auto';

/** The widget's theme; `auto` follows the person's system setting. */
export type RampWidgetTheme = 'light' | 'dark' | 'auto';

/** `en`, `pt`, or a tag such as `pt-BR`. */
export type RampWidgetLanguage = 'en' | 'pt' | (string & {});

/** Which SEP-24 `{transaction}` messages to receive (`transaction` event): at the end, on each change, or both. */
export type RampWidgetSep24 = 'end' | 'change' | 'both';

/** Options of `createRampWidget`. Every one is checked; a wrong one throws a {@link RampWidgetError} naming it. */
export interface RampWidgetOptions extends RampWidgetHandlers {
  /** The app's address, http(s), e.g. `https://app.example`; the widget is its `/widget` page. */
  appUrl: string;
  /** How the widget shows (see {@link RampWidgetVariant}). */
  variant: RampWidgetVariant;
  /** The element (or a CSS selector of it) that holds an `embedded` widget; required for that variant only. */
  container?: HTMLElement | string;
  /**
   * An absolute URL on this page's own origin: names you as the partner and is where the events come to. `null`
   * leaves `redirect_url` out: the widget then sends its events to the page that frames or opened it (guide §6) and
   * names the partner from the person's account only.
   */
  redirectUrl: string | null;
  /** The theme to open in; without it the widget keeps the person's own choice (else follows the system). */
  theme?: RampWidgetTheme;
  /** The language to open in; without it the widget keeps the person's own choice (else English). */
  language?: RampWidgetLanguage;
  /** The person's wallet address (prefill; its format names the network). */
  wallet?: string;
  /** The USDC amount as a decimal string, e.g. `"250.50"` (never a number). */
  amount?: string;
  /** SEP-24 `{transaction}` messages to ask for (`transaction` event). */
  sep24?: RampWidgetSep24;
  /** Sandbox the iframe with the attributes of the guide's §3. */
  sandbox?: boolean;
  /** The frame's accessible title (default "Buy and sell USDC"). */
  title?: string;
  /**
   * More URL parameters of the guide's §4 table (e.g. `{ amount_in: '100', payment_currency: 'BRL' }`); not those an
   * option sets (`redirect_url`, `return_to`, `theme`, `language`, `lang`, `wallet`, `amount`, and the callbacks when
   * `sep24` is given).
   */
  params?: RampWidgetParams;
  /** Attributes for the frame: `id`, `class` or `data-*` (e.g. for your styles or tests). */
  frameAttributes?: Record<string, string>;
  /** Bounds of an embedded frame's height in CSS px (defaults 560 and 1400). */
  minHeight?: number;
  maxHeight?: number;
  /** Every event, after its own handler. Returning `false` for `close_request` keeps the widget open. */
  onEvent?: (event: RampWidgetEvent) => unknown;
  /** Called once the widget has closed, whatever closed it. */
  onClose?: () => void;
}

/** What `createRampWidget` returns. */
export interface RampWidget {
  /**
   * Shows the widget (in a click handler for `popup` and `new-tab`, or the browser blocks the window).
   * @returns false when the browser refused to open a window.
   */
  open(): boolean;
  /** Hides the widget: removes the frame (or closes its window); `open()` shows it again from the start. */
  close(): void;
  /** Changes the theme live (`set_theme` message of §6). */
  setTheme(theme: RampWidgetTheme): void;
  /** Changes the language live (`set_language` message of §6); a signed-in person's profile language wins. */
  setLanguage(language: RampWidgetLanguage): void;
  /** Closes the widget and removes every listener; the object cannot be used again. */
  destroy(): void;
}

/** The error every option check and misuse throws; `option` names the option at fault. */
export class RampWidgetError extends Error {
  readonly option: string | null;

  constructor(message: string, option: string | null = null) {
    super(`[ramp-widget] ${message}`);
    this.name = 'RampWidgetError';
    this.option = option;
  }
}
