'use client';

/**
 * Header account action: "Sign in" for visitors (not on the sign-in screens themselves); for signed-in people the
 * account menu (Buy / Sell, Profile, Security, Security history: links the server header renders) and "Sign out"
 * (spec §4 logout).
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useSession } from '@/components/session/session-provider';
import { Button, buttonVariants } from '@/components/ui/button';
import { startLogout } from '@/lib/auth/start-logout';
import type { RoutePath } from '@/lib/routes';
import { cn } from '@/lib/ui/cn';

export interface AccountActionProps {
  /** Where "Sign in" leads (lib/routes LOGIN_PATH). */
  loginPath: RoutePath;
  /**
   * The sign-in screens, where "Sign in" is not shown (lib/routes PUBLIC_ONLY_PATHS): given by the server header to a
   * visitor's page, so the route table stays out of every page's first load. A page rendered for a signed-in person
   * gets none: if it loses the session it is already on its way to sign-in (spec §4), so it offers no "Sign in".
   */
  publicOnlyPaths?: readonly string[];
  /**
   * The account menu's items (`<li>` links), rendered by the server header for a signed-in person: their titles stay
   * out of the browser's messages and their markup out of this island's script.
   */
  menu?: ReactNode;
}

/** The header's account action (spec §4): "Sign in", or the account menu and "Sign out". */
export function AccountAction({ loginPath, publicOnlyPaths, menu }: AccountActionProps) {
  const t = useTranslations('header');
  const { status } = useSession();
  const [busy, setBusy] = useState(false);
  const pathname = usePathname();
  // A trailing slash is ignored, as lib/routes findRoute does. The one-line rule is written twice on purpose: a
  // shared module would put one more module into every page's first load, which has no room left.
  const onPublicOnlyPage = publicOnlyPaths?.includes(
    pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname,
  );
  if (status === 'unauthenticated') {
    // Already on a sign-in screen, or a signed-in page whose session ended (on its way to sign-in).
    if (onPublicOnlyPage || !publicOnlyPaths) return null;

    return (
      <Link href={loginPath} className={cn(buttonVariants({ variant: 'ghost' }), 'px-1.5 whitespace-nowrap sm:px-3')}>
        {t('signIn')}
      </Link>
    );
  }
  return (
    <div className="flex items-center">
      <AccountMenu>{menu}</AccountMenu>
      <Button
        variant="ghost"
        className="px-1.5 whitespace-nowrap sm:px-3"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // The logout flow (and its schema, with zod) loads on the click, not with every page.
          void startLogout(`${window.location.pathname}${window.location.search}`).finally(() => setBusy(false));
        }}
      >
        {t('signOut')}
      </Button>
    </div>
  );
}

/**
 * The signed-in person's account menu: the links it is given. A native disclosure (`<details>`), so it opens with
 * Enter or Space and its links are in the tab order without any script; it closes when a link is followed.
 */
function AccountMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  return (
    <details key={pathname} className="relative" data-testid="account-menu">
      <summary
        className={cn(
          buttonVariants({ variant: 'ghost' }),
          'cursor-pointer list-none px-1.5 whitespace-nowrap sm:px-3',
        )}
      >
        {t('account')}
      </summary>
      <ul className="absolute right-0 z-20 mt-1 menu-links min-w-48 rounded-xl border border-grey-100 bg-surface p-1 shadow-lg">
        {children}
      </ul>
    </details>
  );
}
