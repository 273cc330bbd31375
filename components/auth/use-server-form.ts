'use client';

/**
 * The server's HTML of an auth screen while Ory Elements loads (./deferred-auth-flow.tsx, spec §3 "Identity flow",
 * §4 "Login flow"): the form is usable at once (its controls enabled), Ory Elements is wanted on first use (pointer
 * down, focus, a key or any input in it), and a click on one of its buttons, Enter or a script's submission is held
 * for Ory Elements's render. Presses are guarded (./press-guard.ts) so the swap never lands mid-press. If Ory Elements
 * could not load, the form stays the server's and a held click goes to its own control (Kratos accepts the form as
 * HTML).
 */
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { googleSignInMode, isFramed } from '@/lib/webview';
import type { AuthFlowProps } from './auth-flow';
import {
  controlPath,
  enableServerControls,
  focusFirstField,
  isDeferredControl,
  replayOn,
  type HeldAction,
} from './deferred-form';
import { guardPresses, type PressGuard } from './press-guard';

/** What {@link useServerForm} works with. */
export interface ServerFormInput {
  /** The element that holds the server's HTML. */
  serverRoot: RefObject<HTMLDivElement | null>;
  /** The server's HTML is on the page and still shows the screen. */
  serverMode: boolean;
  /** The flow's nodes (which controls Kratos renders enabled). */
  nodes: AuthFlowProps['flow']['ui']['nodes'];
  /** The server's HTML no longer shows the screen: Ory Elements is wanted at once. */
  stale: boolean;
  /** Ory Elements could not load: the server's form is the form. */
  failed: boolean;
  /** A settings flow (/security): Ory Elements autofocuses no field there, so neither does this. */
  settings: boolean;
  /** A settings flow with messages, which Ory Elements shows as toasts: Ory Elements is wanted at once. */
  toasts: boolean;
  /** The click or submission held for Ory Elements's render. */
  heldRef: RefObject<HeldAction | null>;
  /** The press guard of the server's form while it is in place. */
  pressesRef: RefObject<PressGuard | null>;
  /** The state setter of "Ory Elements is wanted now". */
  setWanted: Dispatch<SetStateAction<boolean>>;
}

/** Wires the server's form while it shows the screen (see the module comment). */
export function useServerForm({
  serverRoot,
  serverMode,
  nodes,
  stale,
  failed,
  settings,
  toasts,
  heldRef,
  pressesRef,
  setWanted,
}: ServerFormInput): void {
  useEffect(() => {
    const element = serverRoot.current;
    if (!serverMode || !element) return;
    enableServerControls(element, nodes);
    if (failed) {
      if (heldRef.current) replayOn(element, heldRef.current);
      heldRef.current = null;
      return;
    }
    // Ory Elements's autofocus, before the listeners: a focus of ours is not a first use. Ory Elements does not
    // autofocus a settings flow (/security), so neither does this.
    if (!settings) focusFirstField(element);
    const start = () => setWanted(true);
    // A click on a button (Enter in a field clicks the form's default button) waits for Ory Elements.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control = isDeferredControl(event.target);
      const target = control && controlPath(element, control);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      heldRef.current = { kind: 'click', target };
      start();
    };
    // A submission without a click (a script's requestSubmit) is held the same way.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      heldRef.current = { kind: 'submit', submitter: controlPath(element, event.submitter) };
      start();
    };
    const firstUse = ['pointerdown', 'focusin', 'keydown', 'input'] as const;
    const guard = guardPresses(element);
    pressesRef.current = guard;
    for (const name of firstUse) element.addEventListener(name, start, { passive: true });
    element.addEventListener('click', onClick, true);
    element.addEventListener('submit', onSubmit, true);
    // Framed, or in a webview user agent, Ory Elements renders the Google sign-in differently: wanted now; as when
    // the server's HTML is stale, and when a settings flow has messages, which Ory Elements shows as toasts.
    if (stale || toasts || googleSignInMode({ framed: isFramed(window), userAgent: navigator.userAgent }) !== 'inline')
      start();
    return () => {
      guard.dispose();
      if (pressesRef.current === guard) pressesRef.current = null;
      for (const name of firstUse) element.removeEventListener(name, start);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
    };
    // The refs and the setter are the same on every render: the other values decide when this runs again.
  }, [serverMode, nodes, stale, failed, settings, toasts, serverRoot, heldRef, pressesRef, setWanted]);
}
