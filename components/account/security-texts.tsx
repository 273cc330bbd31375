'use client';

/**
 * Gives /security's cards their `account.security` words (components/auth/security/security-texts-context.ts says
 * why through a context). Rendered by the /security page only, whose messages include `account.security`
 * (lib/i18n/client-messages.ts).
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SecurityTextsContext } from '@/components/auth/security/security-texts-context';

/** See the module comment. */
export function SecurityTextsProvider({ children }: { children: ReactNode }) {
  const texts = useTranslations('account.security');
  return <SecurityTextsContext.Provider value={texts}>{children}</SecurityTextsContext.Provider>;
}
