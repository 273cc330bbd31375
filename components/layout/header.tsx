/**
 * The header (spec §2): brand — the partner's logo in the current theme when the visit belongs to a wallet
 * partner, else the product's (spec §1; components/layout/partner-brand) — language and theme selectors,
 * account action, and, inside a partner's frame or app, a close button. A partner that passed
 * `isHeaderDisabled` gets no header at all. Used by the main layout and by /widget.
 *
 * A signed-in person reaches the buy-or-sell choice (/decision-flow) from every screen: "Buy / Sell" beside the
 * selectors from the 768 px breakpoint, and first in the account menu at every width (below it the header has no
 * room for one more control). Both are rendered here, on the server, as plain links: the menu's links are handed to
 * the account action's island, so neither they nor their titles add to any page's script or messages, and a
 * visitor's page carries neither.
 */
import { headers } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountAction } from '@/components/layout/account-action';
import { CloseWidgetButton } from '@/components/layout/close-widget-button';
import { LanguageSelect } from '@/components/layout/language-select';
import { PartnerBrand } from '@/components/layout/partner-brand';
import { ThemeSelect } from '@/components/theme/theme-select';
import { requestSession } from '@/lib/auth/request-session';
import { hasSessionCookie } from '@/lib/auth/session';
import { headerBranding, type HeaderBranding } from '@/lib/partners/server';
import {
  DECISION_FLOW_PATH,
  findRoute,
  LANDING_PATH,
  LOGIN_PATH,
  PUBLIC_ONLY_PATHS,
  type RoutePath,
} from '@/lib/routes';

export interface HeaderProps {
  /** Branding decided by the caller (/widget knows it from its own URL); default: read from the request. */
  branding?: HeaderBranding;
  /** Where the brand links to (default: the landing screen). */
  brandHref?: string;
}

/** The header; renders nothing when the partner asked for none (`isHeaderDisabled`). */
export async function Header({ branding, brandHref = LANDING_PATH }: HeaderProps = {}) {
  const [t, th, brand, requestHeaders, session] = await Promise.all([
    getTranslations('common'),
    getTranslations('header'),
    branding ?? headerBranding(),
    headers(),
    requestSession(),
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
          {session ? (
            // Not prefetched: the choice's render asks the product API for its rates, on every page view otherwise.
            <Link href={DECISION_FLOW_PATH} prefetch={false} className="header-action">
              {t('buySell')}
            </Link>
          ) : null}
          <LanguageSelect />
          <ThemeSelect />
          <AccountAction
            loginPath={LOGIN_PATH}
            {...(session
              ? { menu: <AccountMenuLinks buySell={t('buySell')} /> }
              : { publicOnlyPaths: PUBLIC_ONLY_PATHS })}
          />
          {/* Here and above, props only when set: an unset one is still written into every page's payload. */}
          <CloseWidgetButton
            {...(brand.session ? { preferredOrigin: brand.session.origin, events: brand.session.events } : {})}
          />
        </div>
      </div>
    </header>
  );
}

/**
 * The account menu's links (components/layout/account-action.tsx shows them): the buy-or-sell choice, then the
 * account's own screens.
 * @param buySell the first link's label (`common.buySell`, as the header's own entry).
 */
async function AccountMenuLinks({ buySell }: { buySell: string }) {
  const t = await getTranslations('routes');
  const links: ReadonlyArray<[RoutePath, string]> = [
    [DECISION_FLOW_PATH, buySell],
    ['/profile', t('profile')],
    ['/security', t('security')],
    ['/security/history', t('securityHistory')],
  ];
  return links.map(([href, label]) => (
    <li key={href}>
      <Link href={href}>{label}</Link>
    </li>
  ));
}
