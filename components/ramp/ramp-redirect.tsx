'use client';

/**
 * The client half of /ramp (spec §2, §4): applies the ramp-order redirect rule to the order the server looked
 * up. finish → the location is replaced with the url forced to https; otherwise each url is followed with
 * redirect=false through the app's ky instance (so failed answers meet the global error rule of spec §8),
 * at most MAX_RAMP_HOPS times. A spinner shows while following; past the hop bound, or on an answer that
 * cannot be used, a clear error with a way back. The fallback order data (spec §8) leads to its home url (the
 * wallet's, a configured provider's, or /decision-flow).
 */
import { HTTPError } from 'ky';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { RAMP_FALLBACK_HOME, followRampUrl, type RampOrder } from '@/lib/api/ramp';
import { callApi } from '@/lib/http/client';
import { MAX_RAMP_HOPS, RampHopLimitError, followRampOrder } from '@/lib/order/ramp-redirect';
import { usableApiUrl } from '@/lib/security/api-url';
import * as Sentry from '@/lib/sentry/capture';

type Phase =
  | { kind: 'following'; hop: number }
  | { kind: 'leaving'; url: string }
  | { kind: 'fallback' }
  | { kind: 'error'; reason: 'hops' | 'invalid' };

/**
 * True for failures the client ky instance's global error rule (spec §8) has already acted on by navigating:
 * an error answer (HTTPError) or a transport failure (fetch's TypeError: network error).
 */
function handledByErrorRule(error: unknown): boolean {
  return error instanceof HTTPError || error instanceof TypeError;
}

export interface RampRedirectProps {
  /** GET /order-ramp's answer, or the fallback order data when the lookup failed. */
  order: RampOrder;
  /** True when `order` is the fallback order data of spec §8. */
  fallback: boolean;
}

/** Follows a ramp order to the payment page (spec §4). */
export function RampRedirect({ order, fallback }: RampRedirectProps) {
  const t = useTranslations('ramp');
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>(fallback ? { kind: 'fallback' } : { kind: 'following', hop: 0 });

  useEffect(() => {
    if (fallback) {
      // The server chose the home url (lib/order/server loadRampOrder): an app path, or an allowed or configured
      // absolute URL, followed only when same-origin or https.
      const home = order.url || RAMP_FALLBACK_HOME;
      if (home.startsWith('/') && !home.startsWith('//')) {
        router.replace(home);
        return;
      }
      const target = usableApiUrl(home, window.location.origin);
      if (!target) router.replace(RAMP_FALLBACK_HOME);
      else if (target.origin === window.location.origin) router.replace(`${target.pathname}${target.search}`);
      else window.location.replace(target.href);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    followRampOrder(order, (url) => callApi(followRampUrl, url, signal), {
      base: window.location.origin,
      signal,
      onHop: (hop) => setPhase({ kind: 'following', hop }),
    }).then(
      (url) => {
        if (signal.aborted) return;
        setPhase({ kind: 'leaving', url });
        window.location.replace(url);
      },
      (error: unknown) => {
        if (signal.aborted || handledByErrorRule(error)) return;
        console.warn('[ramp] the order could not be followed', error);
        Sentry.captureException(error, {
          tags: { 'ramp.redirect': error instanceof RampHopLimitError ? 'hop-limit' : 'invalid' },
        });
        setPhase({ kind: 'error', reason: error instanceof RampHopLimitError ? 'hops' : 'invalid' });
      },
    );
    return () => controller.abort(new DOMException('The ramp page was left', 'AbortError'));
  }, [order, fallback, attempt, router]);

  if (phase.kind === 'error') {
    return (
      <Card>
        <div data-testid="ramp-error">
          <ScreenTitle>{t('errorTitle')}</ScreenTitle>
          <Banner tone="error" className="mb-6">
            {phase.reason === 'hops' ? t('errorHops', { hops: MAX_RAMP_HOPS }) : t('errorInvalid')}
          </Banner>
          <div className="flex flex-col gap-3">
            <Button
              width="full"
              onClick={() => {
                setPhase({ kind: 'following', hop: 0 });
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </Button>
            <Link href={RAMP_FALLBACK_HOME} className={buttonVariants({ variant: 'secondary', width: 'full' })}>
              {t('back')}
            </Link>
          </div>
        </div>
      </Card>
    );
  }

  const modeKey = order.mode === 'on-ramp' || order.mode === 'off-ramp' ? order.mode : 'other';
  const message =
    phase.kind === 'fallback'
      ? t('fallback')
      : phase.kind === 'leaving'
        ? t('leaving')
        : phase.hop > 0
          ? t('hop', { hop: phase.hop })
          : t(`preparing.${modeKey}`);

  return (
    <Card className="text-center">
      <div data-testid="ramp-progress" data-phase={phase.kind} aria-busy="true">
        <ScreenTitle className="text-xl">{t('title')}</ScreenTitle>
        <Spinner label={message} className="mb-4" />
        <p className="text-grey-500" aria-hidden="true">
          {message}
        </p>
        {phase.kind === 'leaving' ? (
          <a href={phase.url} className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
            {t('leavingManual')}
          </a>
        ) : null}
        {phase.kind === 'fallback' ? (
          <a href={order.url || RAMP_FALLBACK_HOME} className={buttonVariants({ variant: 'link', className: 'mt-6' })}>
            {t('fallbackManual')}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
