/**
 * Which presentation a variant gets on this device (docs/partner-guide.md "Quick start with the SDK"): `auto` is an
 * overlay on desktop, full screen on phones, and a popup once the frame has reported `cookies_blocked` in this tab
 * (kept in sessionStorage, so the next `open()` goes straight to the popup). An overlay is full screen on phones too.
 */
import type { RampWidgetVariant } from './types';

/** How the widget is shown. */
export type Presentation = 'embedded' | 'overlay' | 'fullscreen' | 'popup' | 'new-tab';

/** The device facts the choice depends on. */
export interface VariantFacts {
  /** A phone-sized viewport (see {@link isPhone}). */
  phone: boolean;
  /** The frame reported `cookies_blocked` in this tab. */
  cookiesBlocked: boolean;
}

/**
 * @param variant the partner's variant.
 * @param facts the device facts.
 * @returns the presentation to use.
 */
export function choosePresentation(variant: RampWidgetVariant, facts: VariantFacts): Presentation {
  if (variant === 'auto' && facts.cookiesBlocked) return 'popup';
  if (variant === 'auto' || variant === 'overlay') return facts.phone ? 'fullscreen' : 'overlay';
  return variant;
}

/** A viewport narrower than 600 CSS px counts as a phone (the widget is made for 375 to 420 px). */
export function isPhone(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(max-width: 599px)').matches;
}

const BLOCKED_KEY = 'ramp-widget:cookies-blocked';

/** Was `cookies_blocked` reported in this tab? Storage that cannot be read counts as no. */
export function cookiesBlockedBefore(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(BLOCKED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers `cookies_blocked` for this tab (best effort). */
export function rememberCookiesBlocked(win: Window): void {
  try {
    win.sessionStorage.setItem(BLOCKED_KEY, '1');
  } catch {
    // Storage is blocked too: the next open() tries the frame again and hears the same event.
  }
}
