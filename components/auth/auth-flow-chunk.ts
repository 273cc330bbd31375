'use client';

/**
 * The Ory Elements chunk of the auth screens (./auth-flow), loaded in the browser on first use of a form
 * (./deferred-auth-flow.tsx). Once loaded it is kept for the next auth screen of this tab, so a client-side navigation
 * renders it at once; a failed load may be tried again.
 */
import { useEffect, type ComponentType, type Dispatch, type SetStateAction } from 'react';
import * as Sentry from '@/lib/sentry/capture';
import type { AuthFlowProps } from './auth-flow';

/** The flow component Ory Elements renders (./auth-flow `AuthFlow`). */
export type AuthFlowComponent = ComponentType<AuthFlowProps>;

/** The loaded chunk, kept for the next auth screen of this tab (a client-side navigation renders it at once). */
let loaded: AuthFlowComponent | null = null;
let loading: Promise<AuthFlowComponent> | null = null;

/** The flow component when this tab has loaded it already, else null. */
export function loadedAuthFlow(): AuthFlowComponent | null {
  return loaded;
}

function loadAuthFlow(): Promise<AuthFlowComponent> {
  loading ??= import('./auth-flow').then((module) => (loaded = module.AuthFlow));
  // A failed load may be tried again (the next interaction, or the retry of a client-side navigation).
  loading.catch(() => (loading = null));
  return loading;
}

function reportLoadFailure(error: unknown): void {
  console.error('[auth] the sign-in form could not load its code; it stays a plain form', error);
  Sentry.captureException(error);
}

/** What {@link useAuthFlowChunk} reads and sets. */
export interface AuthFlowChunkState {
  /** The loaded flow component, or null. */
  Flow: AuthFlowComponent | null;
  /** The load failed (logged and reported). */
  failed: boolean;
  /** The server's HTML is on the page and still shows the screen. */
  serverMode: boolean;
  /** Ory Elements is wanted now (the person reached for the server's form, or its HTML cannot be right). */
  wanted: boolean;
  /** The state setter of `Flow` (a component is set through an updater, never called as one). */
  setFlow: Dispatch<SetStateAction<AuthFlowComponent | null>>;
  setFailed: Dispatch<SetStateAction<boolean>>;
}

/**
 * Loads Ory Elements once it is wanted; at once where no server HTML is on the page (a client-side navigation to the
 * screen, which shows a spinner meanwhile). Nothing is loaded again once it is there or has failed.
 */
export function useAuthFlowChunk({ Flow, failed, serverMode, wanted, setFlow, setFailed }: AuthFlowChunkState): void {
  useEffect(() => {
    if (Flow || failed || (serverMode && !wanted)) return;
    let cancelled = false;
    loadAuthFlow().then(
      (loadedFlow) => !cancelled && setFlow(() => loadedFlow),
      (error: unknown) => {
        if (cancelled) return;
        reportLoadFailure(error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [Flow, failed, serverMode, wanted, setFlow, setFailed]);
}
