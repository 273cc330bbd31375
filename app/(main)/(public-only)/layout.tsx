/**
 * Public-only route group (spec §2: /login, /login-google, /verification, and /registration, /recovery): the
 * screens as they are, plus one invisible step for the SEP-24 interactive flow (issue #4): a wallet's popup that
 * is not signed in lands here first, while the browser still tells which page opened it, so that origin is
 * remembered for the tab (components/interactive/remember-wallet-origin) and the flow can still post its
 * callbacks to it after the sign-in. The screens' Ory Elements islands get the `auth` messages (issue 11), without
 * those only /security reads (PROTECTED_ONLY_KEYS).
 */
import type { ReactNode } from 'react';
import { RememberWalletOrigin } from '@/components/interactive/remember-wallet-origin';
import { IslandMessages } from '@/components/layout/island-messages';
import { PROTECTED_ONLY_KEYS } from '@/lib/i18n/client-messages';

export default function PublicOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <IslandMessages namespaces={['auth']} omit={PROTECTED_ONLY_KEYS}>
      <RememberWalletOrigin />
      {children}
    </IslandMessages>
  );
}
