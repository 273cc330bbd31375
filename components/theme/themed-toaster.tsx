'use client';

/**
 * The app's toaster (components/ui/toaster.tsx) in the live theme (spec §4): the theme is read here, inside
 * ThemeProvider, and handed to the toaster as a prop, so components/ui needs nothing of components/theme.
 */
import { LazyToaster } from '@/components/ui/toaster';
import { useTheme } from './theme-provider';

/** {@link LazyToaster} with the theme of the surrounding ThemeProvider. */
export function ThemedToaster() {
  const { theme } = useTheme();
  return <LazyToaster theme={theme} />;
}
