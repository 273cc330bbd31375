'use client';

/**
 * Applies the wallet's `theme` parameter (light | dark; REFERENCES.md "Widget URL conventions": cosmetic,
 * unsigned) once, as the theme selector (components/theme): the whole page follows it and the header's theme
 * control shows it, so the person can change it back. Renders nothing.
 *
 * Known difference from `lang` (which applies to the flow only, components/interactive/flow-intl): this saves the
 * wallet's theme as the person's lasting theme preference (the themeSelector/theme cookies), because the theme
 * provider (components/theme/theme-provider, shared) has one state that it both applies to <html> and stores; a
 * flow-only theme needs an "override" there (apply without storing, dropped when the flow unmounts) — an effect
 * from here cannot do it, as the provider re-applies its own theme when it mounts after this component's effect.
 * Left for the owner of components/theme.
 */
import { useEffect, useRef } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import type { Theme } from '@/lib/theme';

/**
 * @param theme the wallet's `theme` parameter as parsed by lib/interactive/params (`light` | `dark`), or null for
 *   none (nothing happens).
 */
export function WalletTheme({ theme }: { theme: Theme | null }) {
  const { setSelector } = useTheme();
  const applied = useRef(false);
  useEffect(() => {
    if (!theme || applied.current) return;
    applied.current = true;
    setSelector(theme);
  }, [theme, setSelector]);
  return null;
}
