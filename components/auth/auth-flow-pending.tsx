'use client';

/**
 * What an auth screen shows where no server HTML is on the page (a client-side navigation to it) until Ory Elements
 * has loaded (./deferred-auth-flow.tsx): a spinner, or, when the code could not load, an error notice whose action
 * opens the screen again (spec §3 "Identity flow", §8).
 */
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { flowPagePath } from '@/lib/auth/flow-url';
import type { AuthFlowProps } from './auth-flow';
import { AuthNotice } from './auth-notice';

/** Props of {@link AuthFlowPending}. */
export interface AuthFlowPendingProps {
  /** The load of Ory Elements failed. */
  failed: boolean;
  /** The screen (for the retry link). */
  page: AuthFlowProps['page'];
  /** The return URL the retry keeps. */
  returnTo: AuthFlowProps['returnTo'];
}

/**
 * The notice of an auth screen that could not start (its code or its flow did not load), with a retry that opens the
 * screen again, keeping the return URL (spec §8).
 */
export function AuthFlowFailed({ page, returnTo }: Pick<AuthFlowPendingProps, 'page' | 'returnTo'>) {
  const t = useTranslations('auth');
  return (
    <AuthNotice
      title={t('error.title')}
      tone="error"
      text={t('error.text')}
      actionLabel={t('error.retry')}
      actionHref={flowPagePath(page, returnTo)}
    />
  );
}

/** The spinner (`data-auth-flow="loading"`) or the load failure's notice with a retry. */
export function AuthFlowPending({ failed, page, returnTo }: AuthFlowPendingProps) {
  const t = useTranslations('auth');
  return failed ? (
    <AuthFlowFailed page={page} returnTo={returnTo} />
  ) : (
    <div data-auth-flow="loading" className="flex min-h-40 items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
