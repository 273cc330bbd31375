/**
 * Public-only route group (spec §2: /login, /login-google, /verification, and /registration, /recovery): the
 * screens as they are, plus one invisible step for the SEP-24 interactive flow: a wallet's popup that
 * is not signed in lands here first, while the browser still tells which page opened it, so that origin is
 * remembered for the tab (components/interactive/remember-wallet-origin) and the flow can still post its
 * callbacks to it after the sign-in. The screens' islands get their `auth` messages from each screen
 * (components/auth/flow-page.tsx: only their flow kind's, lib/i18n/sign-in-messages.ts), not from here.
 */
import type { ReactNode } from 'react';
import { RememberWalletOrigin } from '@/components/interactive/remember-wallet-origin';

export default function PublicOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <RememberWalletOrigin />
      {children}
    </>
  );
}
