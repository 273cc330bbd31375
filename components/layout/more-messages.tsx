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
 * @param messages the extra top-level namespaces (already translated for the request's locale), or with `into` the
 *   extra top-level keys of that one namespace
 * @param into a namespace the provider above already gave, to add keys to: for a part of a namespace that only some
 *   states of a page read (a nested provider replaces its parent's messages, and whole namespaces replace each other)
 * @param children the subtree that reads them
 */
export function MoreMessages({
  messages,
  into,
  children,
}: {
  messages: Record<string, unknown>;
  into?: string;
  children: ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => {
    if (!into) return { ...parent, ...messages };
    return { ...parent, [into]: { ...((parent as Record<string, unknown>)[into] as object), ...messages } };
  }, [parent, messages, into]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as typeof parent}>
      {children}
    </NextIntlClientProvider>
  );
}
