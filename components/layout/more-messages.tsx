'use client';

/**
 * Adds message namespaces to the ones the provider above already gave (components/layout/island-messages
 * sends them from the server). A nested NextIntlClientProvider replaces its parent's messages, so this merges them
 * in the browser: the page sends the shell's namespaces once (root layout) and its own once (here). Locale, time
 * zone, formats and `now` come from the provider above.
 */
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * @param messages the extra top-level namespaces (already translated for the request's locale)
 * @param children the subtree that reads them
 */
export function MoreMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as typeof parent}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Adds keys to one namespace the provider above already gave (a nested provider replaces its parent's messages, and
 * {@link MoreMessages} replaces whole namespaces): for a part of a namespace that only some states of a page read.
 * @param namespace the namespace to add to, e.g. `order`
 * @param messages its extra top-level keys (already translated for the request's locale)
 * @param children the subtree that reads them
 */
export function MoreNamespaceKeys({
  namespace,
  messages,
  children,
}: {
  namespace: string;
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(
    () => ({ ...parent, [namespace]: { ...((parent as Record<string, unknown>)[namespace] as object), ...messages } }),
    [parent, namespace, messages],
  );
  return (
    <NextIntlClientProvider locale={locale} messages={merged as typeof parent}>
      {children}
    </NextIntlClientProvider>
  );
}
