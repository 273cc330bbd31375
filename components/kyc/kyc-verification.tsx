'use client';

/**
 * The verification step of /kyc (spec §2, §7): runs the provider the token calls for (lib/kyc/provider.ts
 * adapter) inside this screen, records the outcome with PUT /kyc/status through the client `api`, and then
 * - approved → a toast and on to where the flow was going (`next`, else /transactions);
 * - rejected → says so plainly and offers a retry with a fresh token (GET /kyc/token);
 * - pending → "being reviewed", with the way to the transactions;
 * - the provider cannot start or stops answering → says so, with a retry.
 * HTTP failures of the two calls follow the global rule (a 404 on the token → /404, 5xx → /error).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { getKycToken, putKycStatus, type KycToken } from '@/lib/api/kyc';
import { queryKeys } from '@/lib/api/query-keys';
import { callApi } from '@/lib/http/client';
import { afterKycPath } from '@/lib/kyc/flow';
import { providerFor, type KycOutcome } from '@/lib/kyc/provider';
import { KYC_PROVIDERS } from '@/lib/kyc/providers';
import { LANDING_PATH } from '@/lib/routes';
import { KycResult } from './kyc-result';

type Phase = 'verifying' | 'saving' | 'approved' | 'rejected' | 'pending' | 'unavailable' | 'restarting';

export interface KycVerificationProps {
  /** The token loaded on the server; null when that load failed (then: unavailable, with a retry). */
  initialToken: KycToken | null;
  /** The appId the token is for (a retry asks for a new one with it). */
  appId: string;
  /** The validated same-origin path the flow continues to, or null. */
  next: string | null;
}

/**
 * The outcome the API holds, as a phase. Only the server's word counts: a provider's report that
 * the API has not recorded yet is shown as "in review", never as an approval.
 */
function phaseOf(stored: string | null): Phase {
  if (stored === 'approved' || stored === 'rejected' || stored === 'pending') return stored;
  return 'pending';
}

/** The verification step (client island of /kyc). */
export function KycVerification({ initialToken, appId, next }: KycVerificationProps) {
  const t = useTranslations('kyc');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<KycToken | null>(initialToken);
  const [phase, setPhase] = useState<Phase>(initialToken ? 'verifying' : 'unavailable');
  const [ready, setReady] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueTo = afterKycPath(next);

  const record = useCallback(
    async (outcome: KycOutcome) => {
      setPhase('saving');
      try {
        // The provider's report only says when to ask: the API re-checks and answers what it recorded.
        console.info(`[kyc] the provider reported ${outcome.status}; asking the API`);
        const state = await callApi(putKycStatus);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user.profile });
        const result = phaseOf(state.kyc_status);
        setPhase(result);
        if (result === 'approved') {
          toast.success(t('approvedToast'));
          router.replace(continueTo);
        }
      } catch (error) {
        // HTTP and transport failures: the global rule is navigating away. A malformed answer: offer a retry.
        console.error('[kyc] recording the outcome failed', error);
        setPhase('unavailable');
      }
    },
    [queryClient, router, t, continueTo],
  );

  // The provider must not restart when a callback's identity changes: read the latest through a ref.
  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);
  const frameTitle = t('frameTitle');

  useEffect(() => {
    const container = containerRef.current;
    if (phase !== 'verifying' || !token || !container) return;
    const provider = providerFor(token, KYC_PROVIDERS);
    if (!provider) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the provider is chosen when the verification starts, after mount
      setPhase('unavailable');
      return;
    }
    const session = provider.start(
      token,
      container,
      {
        onReady: () => setReady(true),
        onOutcome: (outcome) => void recordRef.current(outcome),
        onError: (error) => {
          console.warn('[kyc] provider error', error.reason);
          setPhase('unavailable');
        },
      },
      { title: frameTitle },
    );
    return () => session.stop();
  }, [phase, token, frameTitle]);

  // Announce each outcome: move the focus to its title.
  useEffect(() => {
    if (phase !== 'verifying' && phase !== 'saving' && phase !== 'restarting') headingRef.current?.focus();
  }, [phase]);

  const retry = async () => {
    setPhase('restarting');
    setReady(false);
    try {
      setToken(await callApi(getKycToken, appId));
      setPhase('verifying');
    } catch (error) {
      console.error('[kyc] a new token could not be loaded', error);
      setPhase('unavailable');
    }
  };

  if (phase === 'approved') {
    return <KycResult result="approved" t={t} action={{ href: continueTo }} focusRef={headingRef} />;
  }
  if (phase === 'rejected') {
    return <KycResult result="rejected" t={t} action={{ onClick: () => void retry() }} focusRef={headingRef} />;
  }
  if (phase === 'pending') {
    return <KycResult result="pending" t={t} action={{ href: LANDING_PATH }} focusRef={headingRef} />;
  }
  if (phase === 'unavailable') {
    return <KycResult result="unavailable" t={t} action={{ onClick: () => void retry() }} focusRef={headingRef} />;
  }

  const busyLabel = phase === 'saving' ? t('saving') : t('opening');
  return (
    <div
      className="relative h-[30rem] overflow-hidden rounded-xl border border-grey-200 bg-white"
      data-testid="kyc-provider"
    >
      {/* The provider's frame goes here; React renders nothing inside this element. */}
      <div ref={containerRef} className="h-full w-full" hidden={phase !== 'verifying'} />
      {phase !== 'verifying' || !ready ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface">
          <Spinner label={busyLabel} />
          <p className="text-sm text-grey-400" aria-hidden="true">
            {busyLabel}
          </p>
        </div>
      ) : null}
    </div>
  );
}
