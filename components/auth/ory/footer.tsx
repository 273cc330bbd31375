'use client';

/** Ory Elements Card.Footer: links to the neighbouring screens, keeping the return URL, and the way to Google. */
import { useOryFlow } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useGoogleSignInMode } from '@/components/widget/webview';
import { FLOW_PAGE, flowPagePath } from '@/lib/auth/flow-url';
import { useAuthScreen } from '../auth-context';
import { OrSeparator } from './card';
import { GoogleSignInLink } from './google-link';
import { hasNode, linkClass } from './shared';

/**
 * The way to Google sign-in from the password/code login screen, as the browser allows it (lib/webview
 * googleSignInMode): in place in a normal tab; in a partner's frame, in a new top-level window; in a webview user
 * agent, not at all (Google answers `disallowed_useragent`), with a one-line note that e-mail sign-in works.
 */
function GoogleLink({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth');
  const mode = useGoogleSignInMode();
  if (mode === 'hidden') {
    return (
      <p className="text-grey-500" data-testid="google-unavailable">
        {t('google.unavailableInApp')}
      </p>
    );
  }
  return (
    <>
      <OrSeparator />
      <GoogleSignInLink returnTo={returnTo} newWindow={mode === 'new-window'} label={t('login.withGoogle')} />
    </>
  );
}

/** Links to the neighbouring screens, keeping the return URL. Plain <a>: each screen starts a Kratos flow. */
export function CardFooter() {
  const { flow, formState, dispatchFormState } = useOryFlow();
  const { kind, variant, returnTo } = useAuthScreen();
  const t = useTranslations('auth');
  const loginHref = flowPagePath(FLOW_PAGE.login, returnTo);
  let content: ReactNode = null;

  if (kind === 'login' && variant === 'google') {
    content = (
      <a className={linkClass} href={loginHref}>
        {t('loginGoogle.useEmail')}
      </a>
    );
  } else if (kind === 'login' && formState.current === 'method_active') {
    content = (
      <a className={linkClass} href={loginHref}>
        {t('login.otherMethod')}
      </a>
    );
  } else if (kind === 'login') {
    content = (
      <>
        {variant === 'login' ? <GoogleLink returnTo={returnTo} /> : null}
        <p className="text-grey-500">
          {t('login.noAccount')}{' '}
          <a className={linkClass} href={flowPagePath(FLOW_PAGE.registration, returnTo)}>
            {t('login.register')}
          </a>
        </p>
      </>
    );
  } else if (kind === 'registration') {
    const canGoBack =
      formState.current === 'method_active' && !hasNode(flow, (name, type) => name === 'code' && type !== 'hidden');
    content = (
      <>
        {canGoBack ? (
          <Button variant="link" onClick={() => dispatchFormState({ type: 'action_clear_active_method' })}>
            {t('registration.otherMethod')}
          </Button>
        ) : null}
        <p className="text-grey-500">
          {t('registration.haveAccount')}{' '}
          <a className={linkClass} href={loginHref}>
            {t('registration.login')}
          </a>
        </p>
      </>
    );
  } else if (kind === 'recovery' || (kind === 'verification' && flow.state !== 'passed_challenge')) {
    content = (
      <a className={linkClass} href={loginHref}>
        {kind === 'recovery' ? t('recovery.backToLogin') : t('verification.backToLogin')}
      </a>
    );
  }

  return content ? <footer className="flex flex-col items-center gap-4 text-center text-sm">{content}</footer> : null;
}
