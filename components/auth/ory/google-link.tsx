'use client';

/**
 * The one home of the link that starts Google sign-in as a link to /login-google (lib/webview googleSignInMode
 * decides where it may run): in a normal tab it opens in place; in a partner's frame it opens a new top-level window
 * (Google refuses to be framed, and the OIDC submit would navigate the frame), with a note saying so.
 */
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { LOGIN_GOOGLE_PAGE, flowPagePath } from '@/lib/auth/flow-url';
import { GoogleLogo } from '../google-logo';

/**
 * @param returnTo the absolute return URL the sign-in keeps.
 * @param newWindow true inside a partner's frame.
 * @param label the link's text.
 */
export function GoogleSignInLink({
  returnTo,
  newWindow,
  label,
}: {
  returnTo: string;
  newWindow: boolean;
  label: string;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <a
        className={buttonVariants({ variant: 'secondary', width: 'full' })}
        href={flowPagePath(LOGIN_GOOGLE_PAGE, returnTo)}
        {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}
        data-testid="google-sign-in"
      >
        <GoogleLogo />
        {label}
      </a>
      {newWindow ? <p className="-mt-2 text-xs text-grey-400">{t('google.newWindowNote')}</p> : null}
    </>
  );
}
