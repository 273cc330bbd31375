'use client';

/**
 * The mount of /widget's "cookies are blocked in this frame" check: the check itself
 * (./storage-check: the cookie probe, the Storage Access API, its notice) loads only inside a frame, the only place
 * cookies can be blocked this way, so a page opened on its own does not load it. Outside a frame the
 * verdict is `ok` at once. A check that cannot load is logged and reported, and the page goes on as before it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { captureException } from '@/lib/sentry/capture';
import { isFramed } from '@/lib/webview';
import { widgetLog } from '@/lib/widget/log';

const StorageCheck = lazy(() =>
  import('./storage-check').catch((error: unknown) => {
    widgetLog.warn('could not load the cookie check of the frame', error);
    captureException(error, { tags: { area: 'widget' } });
    return { default: () => null };
  }),
);

const subscribeNever = () => () => undefined;

/** The verdict marker of ./storage-check (hidden; for tests and support). */
const verdict = (value: 'checking' | 'ok') => <span hidden data-testid="storage-verdict" data-verdict={value} />;

/** @param partnerName the partner's display name, or null (then a general wording). */
export function StorageGate({ partnerName }: { partnerName: string | null }) {
  // Decided in the browser only: the server and the hydration render "checking", then the browser's answer applies.
  const framed = useSyncExternalStore<boolean | null>(
    subscribeNever,
    () => isFramed(window),
    () => null,
  );
  if (framed === null) return verdict('checking');
  if (!framed) return verdict('ok');
  return (
    <Suspense fallback={verdict('checking')}>
      <StorageCheck partnerName={partnerName} />
    </Suspense>
  );
}
