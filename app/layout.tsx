/**
 * Root layout: <html>/<body>, the theme applied before first paint (no flash; spec §4: the themeSelector
 * cookie's choice as a class on <html>, and app/globals.css resolves `auto` with the OS preference, so a page
 * requested with the cookie needs no inline script; a framed cross-site request without it gets lib/theme's
 * restore script, with the request's CSP nonce), next-intl messages (only the namespaces client
 * islands read), the client providers (the session state starting from the request's one whoami, spec §4), the
 * third-party scripts of spec §9 (loaded only when configured) and, first in <head>, the inline queue that keeps
 * uncaught errors until the browser Sentry SDK starts after the load (lib/sentry/early-queue.ts, with the nonce).
 */
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { ThirdPartyScripts } from '@/components/third-party/third-party-scripts';
import { requestSession } from '@/lib/auth/request-session';
import { clientConfig } from '@/lib/config';
import { COOKIE, COOKIE_DOMAIN_ATTRIBUTE, framedCrossSiteRequest } from '@/lib/cookies';
import { appCookieDomain } from '@/lib/cookies/domain';
import { clientMessages } from '@/lib/i18n/client-messages';
import { NONCE_HEADER } from '@/lib/security/headers';
import { EARLY_QUEUE_SCRIPT } from '@/lib/sentry/early-queue';
import { THEME_RESTORE_SCRIPT, parseThemeSelector, themeClassName } from '@/lib/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` }, description: t('tagline') };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#12171d' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The selector as a class on <html> (lib/theme themeClassName); CSS resolves "auto" with the OS preference.
  const selectorCookie = (await cookies()).get(COOKIE.themeSelector)?.value;
  const selector = parseThemeSelector(selectorCookie);
  const requestHeaders = await headers();
  // A framed request from another site carries no Lax cookies, though the browser may hold the theme's (the payment
  // provider's return inside a partner's frame): without the cookie it gets a tiny script that reads the browser's
  // cookie before paint; the nonce lets it run. Any other request without the cookie has none to restore.
  const restoreScript = selectorCookie === undefined && framedCrossSiteRequest(requestHeaders) && (
    <script
      nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
      dangerouslySetInnerHTML={{ __html: THEME_RESTORE_SCRIPT }}
    />
  );
  // The cookies' parent domain by the public-suffix list, computed here so the list stays off the browser
  // (lib/cookies/domain.ts; read by lib/cookies pageCookieDomain): the configured origin's, never the Host's word.
  const cookieDomainOfPage = appCookieDomain(requestHeaders.get('host') ?? '', clientConfig.appOrigin) ?? '';
  return (
    <html
      lang={locale}
      className={themeClassName(selector)}
      {...{ [COOKIE_DOMAIN_ATTRIBUTE]: cookieDomainOfPage }}
      suppressHydrationWarning
    >
      <head>
        {/* Keeps uncaught errors for the browser Sentry SDK, which starts after the load (lib/sentry/early-queue).
            Text children, not dangerouslySetInnerHTML: React writes a script's text unescaped, and its payload is
            shorter. */}
        <script nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}>{EARLY_QUEUE_SCRIPT}</script>
        {restoreScript}
      </head>
      <body className="bg-surface text-text antialiased">
        {/* Only the namespaces the client islands of every page read (lib/i18n/client-messages.ts). */}
        <NextIntlClientProvider messages={await clientMessages()}>
          <Providers initialThemeSelector={selector} initialSession={await requestSession()}>
            {children}
          </Providers>
        </NextIntlClientProvider>
        {/* Session recording and fraud detection (spec §9): only when configured, after load, browser only. */}
        <ThirdPartyScripts />
      </body>
    </html>
  );
}
