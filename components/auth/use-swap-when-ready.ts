'use client';

/**
 * The moment Ory Elements takes the server HTML's place on an auth screen (./deferred-auth-flow.tsx): its render,
 * made out of sight, gets what was typed meanwhile once its form is ready and no press is under way on the server's
 * form; then it is shown, the focus and caret go where they were, and a held click or submission is replayed on its
 * own control (./deferred-form.ts).
 */
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import type { AuthFlowComponent } from './auth-flow-chunk';
import {
  controlPath,
  copyValues,
  formValues,
  replayOn,
  restoreFocus,
  whenFormReady,
  type HeldAction,
} from './deferred-form';
import type { PressGuard } from './press-guard';

/** What {@link useSwapWhenReady} works with. */
export interface SwapInput {
  /** The element that holds the server's HTML. */
  serverRoot: RefObject<HTMLDivElement | null>;
  /** The element that holds Ory Elements's render (hidden until the swap). */
  flowRoot: RefObject<HTMLDivElement | null>;
  /** The server's HTML is on the page and still shows the screen. */
  serverMode: boolean;
  /** The loaded flow component, or null. */
  Flow: AuthFlowComponent | null;
  /** The click or submission held for Ory Elements's render. */
  heldRef: RefObject<HeldAction | null>;
  /** The press guard of the server's form while it is in place. */
  pressesRef: RefObject<PressGuard | null>;
  /** The state setter of "Ory Elements's render has taken the server HTML's place". */
  setShown: Dispatch<SetStateAction<boolean>>;
}

/** Swaps the server's HTML for Ory Elements's render when both are ready (see the module comment). */
export function useSwapWhenReady({ serverRoot, flowRoot, serverMode, Flow, heldRef, pressesRef, setShown }: SwapInput) {
  useEffect(() => {
    const server = serverRoot.current;
    const rendered = flowRoot.current;
    if (!serverMode || !Flow || !server || !rendered) return;
    // Set when the effect is cleaned up: a swap the press guard still runs later (after a release, or when it is
    // disposed) is then a no-op.
    let cancelled = false;
    const swap = () => {
      if (cancelled) return;
      const focus = controlPath(server, document.activeElement);
      copyValues(formValues(server), rendered);
      const action = heldRef.current;
      heldRef.current = null;
      flushSync(() => setShown(true));
      // Ory Elements's autofocus of the first field runs in a microtask its effects queue when it becomes ready, which
      // can be during this render: the person's focus is put back after it, in a microtask queued after that one.
      queueMicrotask(() => {
        if (focus) restoreFocus(rendered, focus);
        if (action) replayOn(rendered, action);
      });
    };
    // A press under way (a click on "Sign in" begun on the server's button) ends first, so its click is made.
    const stopWaiting = whenFormReady(rendered, () => {
      if (pressesRef.current) pressesRef.current.whenReleased(swap);
      else swap();
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
    // The refs and the setter are the same on every render: the other values decide when this runs again.
  }, [serverMode, Flow, serverRoot, flowRoot, heldRef, pressesRef, setShown]);
}
