'use client';

/**
 * Centred toasts (spec §2 "Message toasts appear centred on screen") with sonner loaded only when the first toast
 * is shown, so sonner stays out of every page's first load. {@link toast} has sonner's call
 * shape for the kinds the app uses; {@link LazyToaster} (mounted once, in components/providers.tsx) imports sonner
 * on the first call, renders sonner's `<Toaster>` with the spec's placement and then shows what was asked
 * meanwhile, in order. Toasts survive client navigations (the toaster lives in the root layout), as before.
 */
import { useEffect, useState } from 'react';
import type { ExternalToast, toast as SonnerToast, Toaster as SonnerToaster } from 'sonner';

type Sonner = { toast: typeof SonnerToast; Toaster: typeof SonnerToaster };
type ToastCall = (sonnerToast: typeof SonnerToast) => void;

const pending: ToastCall[] = [];
let sonnerLoaded: Sonner | null = null;
/** Set by the mounted LazyToaster: asks it to load sonner and show what is pending. */
let wake: (() => void) | null = null;

function show(call: ToastCall): void {
  if (sonnerLoaded && !wake) {
    call(sonnerLoaded.toast);
    return;
  }
  pending.push(call);
  wake?.();
}

/**
 * Shows a toast (sonner's `toast.info` / `toast.success`; same arguments). Before the toaster is mounted or sonner
 * is loaded, the toast waits and is shown as soon as it is.
 * @param message the text (plain; React escapes it)
 * @param options sonner's options (e.g. `id` so the same toast is not shown twice)
 */
export const toast = {
  info: (message: string, options?: ExternalToast) => show((t) => t.info(message, options)),
  success: (message: string, options?: ExternalToast) => show((t) => t.success(message, options)),
};

/** The toaster of the root layout: nothing until the first toast, then sonner's, top-centre, pushed to mid-screen. */
export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(sonnerLoaded);

  useEffect(() => {
    let alive = true;
    const load = () => {
      import('sonner')
        .then((module) => {
          if (alive) setSonner({ toast: module.toast, Toaster: module.Toaster });
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
      for (const call of pending.splice(0)) call(sonner.toast);
    };
    for (const call of pending.splice(0)) call(sonner.toast);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-center" offset="45vh" mobileOffset="45vh" richColors closeButton />;
}
