'use client';

/**
 * Applies the wallet's `theme` parameter (light | dark; REFERENCES.md "Widget URL conventions": cosmetic,
 * unsigned) once, as the theme selector (components/theme): the whole page follows it and the header's theme
 * control shows it, so the person can change it back. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import type { Theme } from '@/lib/theme';

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
