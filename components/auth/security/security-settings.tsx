'use client';

/**
 * The settings flow as /security shows it (spec §2 /security, §3 "Identity flow" node groups, §7 settings
 * flow): the screen title, then Ory Elements' settings card, whose sections our slots turn into one card per node
 * group Kratos offers (password, totp, lookup_secret, passkey, webauthn, oidc; ./section.tsx). The `profile` group
 * (the e-mail) belongs to /profile and is left out here. Flow messages (1050001 "saved", 1060001 "you recovered
 * your account…", errors) show as toasts; field messages (too short, too similar) on their fields.
 *
 * A change that needs a recent sign-in (Kratos 403 session_refresh_required) is handled by Ory Elements: it sends
 * the browser to Kratos's refresh login (/login?flow=…, "confirm it is you"), whose return_to is Kratos's own
 * /auth/self-service/settings?flow=…: Kratos finishes the paused change there (its continuity cookie) and sends the
 * browser on to this same flow, /security?flow=…, with "saved" (e2e/account-refresh.spec.ts).
 */
import { OrySettingsCard } from '@ory/elements-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { linkClass } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';

/** Renders inside OryProvider (settings flow). */
export function SecuritySettings() {
  const t = useTranslations('auth.security');
  return (
    <div className="flex flex-col gap-4" data-testid="security-settings">
      <Card className="md:max-w-xl">
        <ScreenTitle className="mb-1">{t('title')}</ScreenTitle>
        <p className="text-sm text-grey-500">{t('text')}</p>
        <Link href="/security/history" className={`${linkClass} mt-2 inline-flex`}>
          {t('history')}
        </Link>
      </Card>
      <OrySettingsCard />
    </div>
  );
}
