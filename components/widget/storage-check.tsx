'use client';

/**
 * "Cookies are blocked in this frame" (lib/widget/storage-access for the detection and its limits;
 * loaded by ./storage-gate only inside a frame): inside a partner's frame, probes the cookie jar (and, only
 * when that fails, the Storage Access API); when blocked, explains it and tells the host (`error` event, code
 * `cookies_blocked`). Its button first asks the browser for storage access (document.requestStorageAccess, on the
 * click, where the browser may grant it) and reloads the page with its cookies when granted; otherwise it continues
 * in a new top-level window (window.open of the same URL). Never blocks the screen: the person may still try in the
 * frame. Where even the new window is refused (a popup blocker, a webview), shows the address to open instead.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { browserCookieContext } from '@/lib/cookies';
import { isFramed } from '@/lib/webview';
import { announce } from '@/lib/widget/bus';
import { widgetLog } from '@/lib/widget/log';
import { probeAttributes, probeCookie, storageVerdict } from '@/lib/widget/storage-access';

type State = 'checking' | 'ok' | 'request-access' | 'blocked' | 'popup-blocked';

/** Asks document.hasStorageAccess() where the browser has it; null when it has not or it fails (logged). */
async function storageAccess(): Promise<boolean | null> {
  if (typeof document.hasStorageAccess !== 'function') return null;
  try {
    return await document.hasStorageAccess();
  } catch (error) {
    widgetLog.warn('document.hasStorageAccess() failed', error);
    return null;
  }
}

/** @param partnerName the partner's display name, or null (then a general wording). */
export default function StorageCheck({ partnerName }: { partnerName: string | null }): ReactNode {
  const t = useTranslations('widget');
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    let cancelled = false;
    const framed = isFramed(window);
    const { https, framedCrossSite } = browserCookieContext();
    void (async () => {
      const cookieRoundTrip = framed ? probeCookie(document, probeAttributes(https && framedCrossSite)) : true;
      // The probe decides; the Storage Access API is asked only when it failed (Firefox says false in frames
      // whose partitioned cookies work).
      const facts = {
        framed,
        cookieRoundTrip,
        hasStorageAccess: framed && !cookieRoundTrip ? await storageAccess() : null,
      };
      if (cancelled) return;
      const verdict = storageVerdict(facts);
      setState(verdict);
      if (verdict !== 'ok') {
        widgetLog.warn('cookies are blocked in this frame; offering a new window', facts);
        announce({
          type: 'error',
          code: 'cookies_blocked',
          message: 'Cookies are blocked in the frame; the person was offered a new window.',
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // The verdict, for tests and support (e.g. no warning in a Firefox frame): an empty, hidden marker.
  if (state === 'checking' || state === 'ok') return <span hidden data-testid="storage-verdict" data-verdict={state} />;

  const openWindow = () => {
    const opened = window.open(window.location.href, '_blank', 'noopener');
    // With 'noopener' most browsers return null even on success; a blocked popup throws or returns null too,
    // so the address stays on screen either way, as a fallback.
    if (!opened) setState('popup-blocked');
  };

  const onContinue = async () => {
    if (state === 'request-access' && typeof document.requestStorageAccess === 'function') {
      try {
        // Must run in the click's user activation (no await before it).
        await document.requestStorageAccess();
        const { https, framedCrossSite } = browserCookieContext();
        if (probeCookie(document, probeAttributes(https && framedCrossSite))) {
          widgetLog.info('storage access granted in the frame; reloading with the cookies');
          window.location.reload();
          return;
        }
        widgetLog.warn('storage access granted but the test cookie still does not come back; offering a new window');
      } catch (error) {
        widgetLog.warn('storage access refused; offering a new window', error);
      }
    }
    // After a refusal the click's activation may be spent and the popup refused: the address is shown then.
    openWindow();
  };

  return (
    <Banner tone="warning" title={t('cookiesBlockedTitle')} className="mb-4">
      <div data-testid="cookies-blocked">
        <p>{partnerName ? t('cookiesBlockedBody', { partner: partnerName }) : t('cookiesBlockedBodyGeneric')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void onContinue()} data-testid="open-new-window">
          {t('openNewWindow')}
        </Button>
        {state === 'popup-blocked' ? (
          <p className="mt-2 break-all">
            {t('openAddress')}{' '}
            <span className="font-mono text-xs">{typeof window === 'undefined' ? '' : window.location.href}</span>
          </p>
        ) : null}
      </div>
    </Banner>
  );
}
