'use client';

/**
 * The `message` query parameter (spec §2 query parameter names, "Message toasts appear centred on screen"): a link or
 * a redirect names one of the product's own messages by its key ({@link QUERY_MESSAGE_KEYS}, each in en and pt under
 * `queryMessages` in messages/*.json; the list partners may send is in docs/partner-guide.md). It is shown once as a
 * centred toast in the person's language and then removed from the address, so a reload does not repeat it. Any
 * other value is ignored and logged: a link must not put its own words on the app's origin (a phishing aid).
 */
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';

/** The keys `message` may carry: the product's own toasts (messages/*.json `queryMessages`). */
export const QUERY_MESSAGE_KEYS = [
  'cardSaved',
  'paymentReceived',
  'orderCancelled',
  'sessionExpired',
  'signedOut',
] as const;

export type QueryMessageKey = (typeof QUERY_MESSAGE_KEYS)[number];

/**
 * The message key a raw `message` value names.
 * @param raw the query value (already percent-decoded), or null when absent.
 * @returns the key when it is exactly one of {@link QUERY_MESSAGE_KEYS}; null otherwise (free text, markup, bidi or
 *   zero-width characters, an unknown key).
 */
export function queryMessageKey(raw: string | null): QueryMessageKey | null {
  return (QUERY_MESSAGE_KEYS as readonly string[]).includes(raw ?? '') ? (raw as QueryMessageKey) : null;
}

/** Shows the page's `message` parameter as a toast, once, when it names a known message (see above). Renders nothing. */
export function QueryMessage() {
  const t = useTranslations('queryMessages');
  const searchParams = useSearchParams();
  const raw = searchParams.get('message');
  useEffect(() => {
    if (raw === null) return;
    const key = queryMessageKey(raw);
    if (key) toast.info(t(key), { id: 'query-message' });
    else
      console.warn(`[message] ignored a message that is not one of the product's: ${JSON.stringify(raw.slice(0, 80))}`);
    const url = new URL(window.location.href);
    url.searchParams.delete('message');
    window.history.replaceState(window.history.state, '', url);
  }, [raw, t]);
  return null;
}
