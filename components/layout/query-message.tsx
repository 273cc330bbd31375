'use client';

/**
 * The `message` query parameter (spec §2 query parameter names, "Message toasts appear centred on screen"): a link or
 * a redirect can carry a short text for the person; it is shown once as a centred toast, as plain text (React
 * escapes it: no markup runs), cut to {@link MAX_MESSAGE_LENGTH} characters without control characters, and then
 * removed from the address so a reload does not repeat it.
 */
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';

/** Longest text shown, in characters (a toast, not a page). */
export const MAX_MESSAGE_LENGTH = 300;

/**
 * The text to show for a raw `message` value, or null when nothing printable is left.
 * @param raw the query value (already percent-decoded).
 */
export function queryMessageText(raw: string | null): string | null {
  const text = (raw ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!text) return null;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}

/** Shows the page's `message` parameter as a toast, once (see above). Renders nothing. */
export function QueryMessage() {
  const searchParams = useSearchParams();
  const raw = searchParams.get('message');
  useEffect(() => {
    const text = queryMessageText(raw);
    if (!text) return;
    toast.info(text, { id: 'query-message' });
    const url = new URL(window.location.href);
    url.searchParams.delete('message');
    window.history.replaceState(window.history.state, '', url);
  }, [raw]);
  return null;
}
