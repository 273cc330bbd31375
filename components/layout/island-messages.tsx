/**
 * Server wrapper that gives the client islands below it page namespaces on top of the shell's messages
 * (lib/i18n/client-messages.ts): each protected screen's layout or page adds its own ({@link ScreenMessages}), the
 * order form's, /decision-flow's, /ramp's, /widget's and /final-step's layouts theirs (the sign-in screens add their
 * part of `auth` in components/auth/flow-page.tsx). Only those namespaces are sent; {@link MoreMessages} merges
 * them with the root layout's in the browser.
 */
import type { ReactNode } from 'react';
import {
  pageMessages,
  PROTECTED_SCREEN_MESSAGES,
  type PageNamespace,
  type ProtectedScreen,
  type ScreenMessages as ScreenMessageList,
} from '@/lib/i18n/client-messages';
import { MoreMessages } from './more-messages';

/**
 * @param namespaces the page namespaces the subtree's client islands read
 * @param omit keys of those namespaces the subtree does not read (lib/i18n/client-messages PROTECTED_ONLY_KEYS)
 * @param children the screens
 */
export async function IslandMessages({
  namespaces,
  omit,
  children,
}: {
  namespaces: readonly PageNamespace[];
  omit?: Partial<Record<PageNamespace, readonly string[]>>;
  children: ReactNode;
}) {
  return <MoreMessages messages={await pageMessages(namespaces, omit)}>{children}</MoreMessages>;
}

/**
 * The messages of one protected screen (lib/i18n/client-messages PROTECTED_SCREEN_MESSAGES): the namespaces its
 * islands read, without the keys none of them reads.
 * @param screen the screen's path, e.g. `/transactions`
 * @param children the screen
 */
export function ScreenMessages({ screen, children }: { screen: ProtectedScreen; children: ReactNode }) {
  const { namespaces, omit }: ScreenMessageList = PROTECTED_SCREEN_MESSAGES[screen];
  return (
    <IslandMessages namespaces={namespaces} omit={omit}>
      {children}
    </IslandMessages>
  );
}
