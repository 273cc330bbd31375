'use client';

/** Ory Elements form slots (Form.Root, Group, SsoRoot) and the slots the app does not offer. */
import type { OryFormRootProps, OryFormSsoRootProps } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import type { PropsWithChildren } from 'react';
import { Banner } from '@/components/ui/banner';
import { useGoogleSignInMode } from '@/components/widget/webview';
import { useAuthScreen } from '../auth-context';
import { GoogleSignInLink } from './google-link';

export function FormRoot({ children, onSubmit, action, method, ...rest }: OryFormRootProps) {
  return (
    <form
      onSubmit={onSubmit}
      action={action}
      method={method}
      noValidate
      className="flex flex-col gap-4 empty:hidden"
      {...rest}
    >
      {children}
    </form>
  );
}

export function FormGroup({ children }: PropsWithChildren) {
  return <div className="flex flex-col gap-4">{children}</div>;
}

/**
 * The SSO buttons (Google), which Ory Elements renders only for a flow with OIDC nodes. Hidden on the password/code
 * login screen, which links to /login-google. Where Google cannot run in place (lib/webview googleSignInMode): in a
 * partner's frame the button becomes a link that starts the sign-in in a new top-level window (a fresh
 * /login-google there: Google refuses to be framed, and the OIDC submit would navigate this frame); in a webview user
 * agent it is replaced by a note that e-mail sign-in works. Both only when Google is among the flow's providers.
 */
export function SsoRoot({ children }: OryFormSsoRootProps) {
  const { variant, returnTo, offersGoogle } = useAuthScreen();
  const mode = useGoogleSignInMode();
  const t = useTranslations('auth');
  if (variant === 'login') return null;
  if (!offersGoogle) return <div className="flex flex-col gap-3">{children}</div>;
  if (mode === 'hidden') {
    return (
      <Banner tone="info">
        <span data-testid="google-unavailable">{t('google.unavailableInApp')}</span>
      </Banner>
    );
  }
  if (mode === 'new-window') {
    return (
      <div className="flex flex-col gap-4">
        <GoogleSignInLink returnTo={returnTo} newWindow label={t('google.openNewWindow')} />
      </div>
    );
  }
  return <div className="flex flex-col gap-3">{children}</div>;
}

/** Settings sections we do not offer (TOTP, WebAuthn, passkeys, recovery codes, account linking). */
export function NotOffered(): null {
  return null;
}
