/**
 * Server wrapper that gives the client islands below it page namespaces on top of the shell's messages
 * (lib/i18n/client-messages.ts): the protected layout adds the signed-in screens' namespaces, the order form's,
 * /decision-flow's, /ramp's, /widget's and /final-step's layouts theirs (the sign-in screens add their part of `auth`
 * in components/auth/flow-page.tsx). Only those namespaces are sent; {@link MoreMessages} merges
 * them with the root layout's in the browser.
 */
import type { ReactNode } from 'react';
import { pageMessages, type PageNamespace } from '@/lib/i18n/client-messages';
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
