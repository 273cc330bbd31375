'use client';

/**
 * The words a session card says about its session, in the reader's language: the device ("Chrome 131 on Windows
 * 10"), how it signed in ("Password + Authenticator app · two steps"), and the accessible name of its "Sign out"
 * button, which names the device, the session's reference and its sign-in time, so that two sessions of one browser
 * have buttons of different names. Times are formatted in the reader's time zone as components/account/local-time.tsx
 * does (UTC on the server, the browser's zone once hydrated), so the name says the time the card shows.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { SessionMethod, SessionRow } from '@/lib/auth/session-rows';
import { isKratosAuthenticationMethod } from '@/lib/auth/sign-in-methods';

/** Social sign-in providers by their Kratos id, as people know them. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', apple: 'Apple', github: 'GitHub' };

const subscribe = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => 'UTC';

/** What a card says about one session. */
export interface SessionLabels {
  /** Browser and operating system, e.g. "Chrome 131 on Windows 10". */
  device: string;
  /** The methods and the number of steps, e.g. "Password + Authenticator app · two steps"; "–" when unknown. */
  how: string;
  /** The accessible name of the card's "Sign out" button. */
  revokeName: string;
}

/** The name of a provider id that {@link PROVIDER_NAMES} does not know: its first letter in capitals. */
function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/**
 * @returns a function giving the {@link SessionLabels} of a row, in the language and time zone of the reader.
 */
export function useSessionLabels(): (row: SessionRow) => SessionLabels {
  const t = useTranslations('account.sessions');
  const format = useFormatter();
  const timeZone = useSyncExternalStore(subscribe, browserZone, serverZone);

  // Every Kratos method has a name (messages account.sessions.method.*); one a newer Kratos adds reads as "another
  // sign-in method", never as its Kratos id (`code_recovery` means nothing to a person).
  const methodName = ({ method, provider }: SessionMethod): string => {
    if (provider) return providerName(provider);
    return isKratosAuthenticationMethod(method) ? t(`method.${method}`) : t('otherMethod');
  };
  const time = (iso: string | null): string =>
    iso && !Number.isNaN(Date.parse(iso))
      ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone })
      : '–';

  return (row) => {
    const device =
      row.browser && row.os
        ? t('device', { browser: row.browser, os: row.os })
        : (row.browser ?? row.os ?? t('unknownDevice'));
    const methods = row.methods.map(methodName).join(' + ');
    const steps = row.aal === 'aal2' ? t('aal2') : row.aal === 'aal1' ? t('aal1') : null;
    return {
      device,
      how: [methods, steps].filter(Boolean).join(' · ') || '–',
      revokeName: t('revokeName', { device, reference: row.reference, signedIn: time(row.signedInAt) }),
    };
  };
}
