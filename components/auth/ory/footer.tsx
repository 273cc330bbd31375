'use client';

/**
 * Ory Elements Card.Footer: links to the neighbouring screens, keeping the return URL, the way to Google, and on the
 * second-factor step the way to another second factor.
 */
import { useOryFlow, type FormStateAction } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/button';
import { useGoogleSignInMode } from '@/components/widget/webview';
import { FLOW_PAGE, flowPagePath } from '@/lib/auth/flow-url';
import { isSecondFactorStep, offeredMethods } from '@/lib/auth/second-factor-method';
import { startLogout } from '@/lib/auth/start-logout';
import { useAuthScreen, useAuthTranslator } from '../auth-context';
import { OrSeparator } from './card';
import { GoogleSignInLink } from './google-link';
import { hasNode } from './shared';

/**
 * The way to Google sign-in from the password/code login screen (spec §2 /login-google), shown only when the flow
 * offers Google (the screen's offersGoogle, ../auth-context.tsx), as the browser allows it (lib/webview
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

/**
 * "Not you? Sign out" on a login step for someone already part-way in: the second factor (requested_aal aal2) or
 * re-authentication (refresh). The header has no Sign out there (whoami counts an aal1 session as signed out), and
 * every other link leads back to this step: without it, the next person at a shared computer, or an owner who lost
 * their second factor, could not leave it. Kratos creates the logout flow at aal1 (spec §4 logout); they land on
 * /login.
 */
function NotYou({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState(false);
  return (
    <p className="text-grey-500">
      {t('login.notYou')}{' '}
      <Button
        variant="link"
        disabled={busy}
        data-testid="second-factor-sign-out"
        onClick={() => {
          setBusy(true);
          void startLogout(loginHref).finally(() => setBusy(false));
        }}
      >
        {t('login.signOut')}
      </Button>
    </p>
  );
}

/** A method group as Ory Elements's form state names it. */
type MethodGroup = Extract<FormStateAction, { type: 'action_select_method' }>['method'];

/**
 * The way from one second factor to another on the second-factor step, in place (a new flow would open on the same
 * method again, lib/auth/second-factor-method.ts): straight to the other one when there is one other ("Use a
 * recovery code instead"), else back to the choice of methods.
 */
function OtherSecondFactor({ active }: { active: string }) {
  const { flow, dispatchFormState } = useOryFlow();
  const t = useAuthTranslator();
  const others = offeredMethods(flow.ui.nodes).filter((method) => method !== active);
  if (others.length === 0) return null;
  const directKey = `login.switchTo.${others[0]}`;
  const direct = others.length === 1 && t.has(directKey);
  return (
    <Button
      variant="link"
      onClick={() =>
        dispatchFormState(
          direct
            ? { type: 'action_select_method', method: others[0] as MethodGroup }
            : { type: 'action_clear_active_method' },
        )
      }
    >
      {direct ? t(directKey) : t('login.otherMethod')}
    </Button>
  );
}

/** Links to the neighbouring screens, keeping the return URL. Plain <a>: each screen starts a Kratos flow. */
export function CardFooter() {
  const { flow, formState, dispatchFormState } = useOryFlow();
  const { kind, variant, returnTo, offersGoogle } = useAuthScreen();
  const t = useTranslations('auth');
  const loginHref = flowPagePath(FLOW_PAGE.login, returnTo);
  // A login flow for someone already signed in with a first factor: no Google, no new account, a way out instead.
  const refresh = kind === 'login' && 'refresh' in flow && flow.refresh === true;
  const partWayIn = refresh || (kind === 'login' && 'requested_aal' in flow && flow.requested_aal === 'aal2');
  let content: ReactNode = null;

  if (kind === 'login' && variant === 'google') {
    content = (
      <a className={linkClass} href={loginHref}>
        {t('loginGoogle.useEmail')}
      </a>
    );
  } else if (kind === 'login' && formState.current === 'method_active' && isSecondFactorStep(flow)) {
    content = (
      <>
        <OtherSecondFactor active={formState.method} />
        <NotYou loginHref={loginHref} />
      </>
    );
  } else if (kind === 'login' && formState.current === 'method_active') {
    content = (
      <>
        {/* A new flow of the same kind: re-authentication stays re-authentication (without refresh, a signed-in
            person would be sent on to the return URL and the change they were confirming would be lost). */}
        <a
          className={linkClass}
          href={refresh ? flowPagePath(FLOW_PAGE.login, returnTo, { refresh: 'true' }) : loginHref}
        >
          {t('login.otherMethod')}
        </a>
        {partWayIn ? <NotYou loginHref={loginHref} /> : null}
      </>
    );
  } else if (partWayIn) {
    content = <NotYou loginHref={loginHref} />;
  } else if (kind === 'login') {
    content = (
      <>
        {variant === 'login' && offersGoogle ? <GoogleLink returnTo={returnTo} /> : null}
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
