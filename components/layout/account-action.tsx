'use client';

/**
 * Header account action: "Sign in" for visitors (not on the sign-in screens themselves), "Sign out" (spec §4
 * logout) for signed-in people.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/session/session-provider';
import { Button, buttonVariants } from '@/components/ui/button';
import { logout } from '@/lib/auth/logout';
import { LOGIN_PATH, findRoute } from '@/lib/routes';
import { cn } from '@/lib/ui/cn';

export function AccountAction() {
  const t = useTranslations('header');
  const { status } = useSession();
  const [busy, setBusy] = useState(false);
  const onPublicOnlyPage = findRoute(usePathname())?.group === 'public-only';
  if (status === 'loading') return <span className="inline-block w-20" aria-hidden="true" />;
  if (status === 'unauthenticated') {
    if (onPublicOnlyPage) return null; // already on a sign-in screen

    return (
      <Link href={LOGIN_PATH} className={cn(buttonVariants({ variant: 'ghost' }), 'px-3')}>
        {t('signIn')}
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      className="px-3"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout(`${window.location.pathname}${window.location.search}`).finally(() => setBusy(false));
      }}
    >
      {t('signOut')}
    </Button>
  );
}
