'use client';

/**
 * Applies the cosmetic choices a partner passed in the URL of /decision-flow
 * (REFERENCES.md "cosmetic parameters unsigned"): `language` (en or pt, spec §5) becomes the language cookie and
 * the screen re-renders in it; `theme` (light, dark or auto) becomes the theme selector. Once, on arrival.
 */
import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { THEME_SELECTORS, type ThemeSelector } from '@/lib/theme';

/** Applies the partner's `language` (spec §4, §5) and `theme` (spec §4) URL parameters once; renders nothing. */
export function PartnerPreferences({ language, theme }: { language?: string; theme?: string }) {
  const locale = useLocale();
  const router = useRouter();
  const { selector, setSelector } = useTheme();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (theme && (THEME_SELECTORS as readonly string[]).includes(theme) && theme !== selector)
      setSelector(theme as ThemeSelector);
    const wanted = toSupportedLocale(language);
    if (wanted && wanted !== locale) {
      setCookie(COOKIE.language, wanted, cookieOptions());
      router.refresh();
    }
  }, [language, theme, locale, router, selector, setSelector]);

  return null;
}
