/**
 * The header (spec §2): brand — the partner's logo in the current theme when the visit belongs to a wallet
 * partner, else the product's (spec §1; components/layout/partner-brand) — language and theme selectors,
 * account action, and, inside a partner's frame or app, a close button. A partner that passed
 * `isHeaderDisabled` gets no header at all. Used by the main layout and by /widget.
 */
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AccountAction } from '@/components/layout/account-action';
import { CloseWidgetButton } from '@/components/layout/close-widget-button';
import { LanguageSelect } from '@/components/layout/language-select';
import { PartnerBrand } from '@/components/layout/partner-brand';
import { ThemeSelect } from '@/components/theme/theme-select';
import { hasSessionCookie } from '@/lib/auth/session';
import { headerBranding, type HeaderBranding } from '@/lib/partners/server';
import { findRoute, LANDING_PATH, LOGIN_PATH, PUBLIC_ONLY_PATHS } from '@/lib/routes';

export interface HeaderProps {
  /** Branding decided by the caller (/widget knows it from its own URL); default: read from the request. */
  branding?: HeaderBranding;
  /** Where the brand links to (default: the landing screen). */
  brandHref?: string;
}

/** The header; renders nothing when the partner asked for none (`isHeaderDisabled`). */
export async function Header({ branding, brandHref = LANDING_PATH }: HeaderProps = {}) {
  const [t, th, brand, requestHeaders] = await Promise.all([
    getTranslations('common'),
    getTranslations('header'),
    branding ?? headerBranding(),
    headers(),
  ]);
  if (brand.headerDisabled) return null;
  // A signed-in screen prefetched for a visitor only costs the server a redirect to /login and that page's render, on
  // every page view; with a session cookie it is prefetched as usual.
  const visitorToProtected =
    findRoute(brandHref)?.group === 'protected' && !hasSessionCookie(requestHeaders.get('cookie'));
  return (
    <header className="border-b border-grey-100 bg-surface" data-testid="app-header">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-1 px-2 sm:gap-2 sm:px-4">
        <PartnerBrand
          partner={brand.partner}
          appName={t('appName')}
          poweredBy={th('poweredBy', { app: t('appName') })}
          link={visitorToProtected ? { href: brandHref, prefetch: false } : { href: brandHref }}
        />
        <div className="flex min-w-0 items-center sm:gap-1">
          <LanguageSelect />
          <ThemeSelect />
          <AccountAction loginPath={LOGIN_PATH} publicOnlyPaths={PUBLIC_ONLY_PATHS} />
          <CloseWidgetButton preferredOrigin={brand.session?.origin} events={brand.session?.events ?? true} />
        </div>
      </div>
    </header>
  );
}
