'use client';

/**
 * Remembers, for this tab, the allow-listed origin of the wallet page that opened or framed the app
 * (lib/interactive/wallet `originToRemember`; sessionStorage key {@link WALLET_ORIGIN_KEY}). A SEP-24 popup that
 * is not signed in starts on /login, and after signing in the flow's document has the app's own page as its
 * referrer: without this the flow could no longer tell which partner origin to post its callbacks to. Mounted by
 * the sign-in screens' layout and by the flow itself. Renders nothing; an origin that is not allowed is never kept.
 */
import { useEffect } from 'react';
import { clientConfig } from '@/lib/config';
import { originToRemember } from '@/lib/interactive/wallet';

/** sessionStorage key of the wallet origin remembered for this tab. */
export const WALLET_ORIGIN_KEY = 'interactive:wallet-origin';

/** Stores the current embedding origin when it is allowed; storage that is blocked is logged and skipped. */
export function rememberWalletOrigin(): void {
  const origin = originToRemember(window, clientConfig.partnerOrigins);
  if (!origin) return;
  try {
    window.sessionStorage.setItem(WALLET_ORIGIN_KEY, origin);
  } catch (error) {
    console.warn('[interactive] could not remember the wallet origin (sessionStorage unavailable)', error);
  }
}

/** The component form of {@link rememberWalletOrigin}, run once on mount. */
export function RememberWalletOrigin() {
  useEffect(() => rememberWalletOrigin(), []);
  return null;
}
