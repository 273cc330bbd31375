'use client';

/**
 * Centred toasts (spec §2 "Message toasts appear centred on screen") with sonner loaded only when the first toast
 * is shown, so sonner stays out of every page's first load. {@link toast} has sonner's call shape for the kinds the
 * app uses; {@link LazyToaster} (mounted once, through components/theme/themed-toaster.tsx) imports
 * ./sonner-toaster.tsx (sonner and its configuration: bottom-centre, inside the viewport at every width, polite,
 * dismissible by keyboard) on the first call, renders it and then shows what was asked meanwhile, in order. Toasts
 * survive client navigations (the toaster lives in the root layout).
 */
import { useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import type { Theme } from '@/lib/theme';
import type * as SonnerModule from './sonner-toaster';

type Sonner = typeof SonnerModule;
type ToastCall = (sonner: Sonner) => void;

const pending: ToastCall[] = [];
let sonnerLoaded: Sonner | null = null;
/** Set by the mounted LazyToaster: asks it to load sonner and show what is pending. */
let wake: (() => void) | null = null;

function show(call: ToastCall): void {
  if (sonnerLoaded && !wake) {
    call(sonnerLoaded);
    return;
  }
  pending.push(call);
  wake?.();
}

/**
 * Shows a toast (sonner's `toast.info` / `toast.success`; same arguments) in the app's toaster. Before the toaster is
 * mounted or sonner is loaded, the toast waits and is shown as soon as it is.
 * @param message the text (plain; React escapes it)
 * @param options sonner's options (e.g. `id` so the same toast is not shown twice)
 */
export const toast = { info: shown('info'), success: shown('success') };

/** Sonner's call of one kind, sent to the app's toaster (its toasts carry its id). */
function shown(kind: 'info' | 'success') {
  return (message: string, options?: ExternalToast) =>
    show((s) => s.toast[kind](message, { ...options, toasterId: s.TOASTER_ID }));
}

/**
 * The toaster of the root layout: nothing until the first toast, then ./sonner-toaster.tsx's.
 * @param theme the page's live theme, which the toasts take (spec §4).
 */
export function LazyToaster({ theme }: { theme: Theme }) {
  const [sonner, setSonner] = useState<Sonner | null>(sonnerLoaded);

  useEffect(() => {
    let alive = true;
    const load = () => {
      import('./sonner-toaster')
        .then((module) => {
          if (alive) setSonner(module);
        })
        .catch((error: unknown) => console.warn('[toast] could not load the toaster', error));
    };
    wake = load;
    if (pending.length > 0) load();
    return () => {
      alive = false;
      wake = null;
    };
  }, []);

  // After sonner's <Toaster> has mounted (its own effect subscribes first: children's effects run before this one).
  useEffect(() => {
    if (!sonner) return;
    sonnerLoaded = sonner;
    wake = () => {
      for (const call of pending.splice(0)) call(sonner);
    };
    for (const call of pending.splice(0)) call(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { SonnerToaster } = sonner;
  return <SonnerToaster theme={theme} />;
}
