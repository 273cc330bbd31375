'use client';

/**
 * The app's toaster: sonner's, configured for spec §2 "Message toasts appear centred on screen". Loaded with the
 * first toast (./toaster.tsx), so neither sonner nor this module is in any page's first load.
 *
 * - Centred horizontally at every width, `min(100vw - 32px, 28rem)` wide: from 601 px sonner centres its toaster and
 *   gives it `--width`; at 600 px and below it lays the toaster out from side offsets, which are the same width's
 *   margins here.
 * - At the bottom, above the safe-area inset, clear of the screen's heading at the top; the toaster is fixed, so it
 *   never moves the layout.
 * - In the page's theme (light or dark, spec §4), given by the caller: sonner's rich colours for that theme.
 * - Announced politely: sonner's region is `aria-live="polite"`, named in the person's language.
 * - Dismissed by keyboard: the close button (a 44 × 44 px target, app/globals.css `.app-toaster`), or Escape while
 *   focus is on a toast (Alt+T, sonner's hotkey, moves focus to the toasts).
 * - Its own toasts only: they carry {@link TOASTER_ID}. Ory Elements mounts a toaster of its own on /profile and
 *   /security for its flow messages; that one shows only toasts without an id, so neither shows the other's twice.
 */
import { useTranslations } from 'next-intl';
import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import type { Theme } from '@/lib/theme';

export { toast };

/** The id the app's toasts carry, which its toaster shows (sonner's `toasterId`). */
export const TOASTER_ID = 'app';

/** Space below the toasts: 16 px above the bottom edge or the device's safe-area inset. */
const BOTTOM = 'calc(16px + env(safe-area-inset-bottom, 0px))';
/**
 * Side offsets at 600 px and below, where sonner sizes a toast as the viewport less both offsets: 16 px, or as much
 * as leaves 28 rem in the middle.
 */
const SIDE = 'max(16px, calc((100% - 28rem) / 2))';
/** A toast's width from 601 px (sonner's `--width`, 356 px by default). */
const WIDTH = 'min(calc(100vw - 32px), 28rem)';

/**
 * Sonner's toaster with the placement, labels and keys above. Mounted once, by ./toaster.tsx `LazyToaster`.
 * @param theme the page's live theme (components/theme gives it).
 */
export function SonnerToaster({ theme }: { theme: Theme }) {
  const t = useTranslations('toast');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (event.key !== 'Escape' || !(active instanceof Element)) return;
      const toaster = active.closest('.app-toaster');
      // The focused toast, or the front one when the hotkey focused the list.
      const target = active.closest('[data-sonner-toast]') ?? toaster?.querySelector('[data-front="true"]');
      // Its own close button: sonner then dismisses it as on a click, and gives focus back where it was.
      if (toaster) target?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Toaster
      id={TOASTER_ID}
      className="app-toaster"
      position="bottom-center"
      offset={{ bottom: BOTTOM }}
      mobileOffset={{ bottom: BOTTOM, left: SIDE, right: SIDE }}
      style={{ '--width': WIDTH } as CSSProperties}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={t('region')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
    />
  );
}
