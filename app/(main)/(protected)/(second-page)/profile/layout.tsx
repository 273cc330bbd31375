/**
 * /profile (the person's details): the page namespaces its client islands read, and only those
 * (lib/i18n/client-messages PROTECTED_SCREEN_MESSAGES).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/layout/island-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages screen="/profile">{children}</ScreenMessages>;
}
