/**
 * Keeps the switch from the server's form to Ory Elements's render (components/auth/deferred-auth-flow.tsx)
 * out of the middle of a press. The browser fires a click only when the press ends on the control it began on (a
 * pointer down then up, or Space down then up on a button); if that control leaves the page in between, no click is
 * fired at all, and a "Sign in" pressed just as Ory Elements became ready was lost: the form stayed on the screen with
 * everything typed and nothing sent (seen in CI, about one sign-in in fifty). Spec §3 "Identity flow", §4 "Login flow".
 */

import { isDeferredControl } from './deferred-form';

/** How long a switch waits at most for a press to end (a release the page never hears of, e.g. a lost pointer): ms. */
export const PRESS_TIMEOUT_MS = 5_000;

/** A press watcher on the server's form. */
export interface PressGuard {
  /**
   * Runs `then` at once when no press is in progress, else once it ends, after the click it makes (the click follows
   * the release in the same task, so `then` runs in a task of its own), or after {@link PRESS_TIMEOUT_MS}.
   * @returns a cancel for a `then` still waiting.
   */
  whenReleased(then: () => void): () => void;
  /** Stops watching; a `then` still waiting runs in a task of its own (nothing is left to wait for). */
  dispose(): void;
}

/** Whether a key down is one a button turns into a click when the key comes up (Space on a button). */
function isSpaceOnButton(event: KeyboardEvent): boolean {
  return event.key === ' ' && isDeferredControl(event.target) !== null;
}

/**
 * Watches `element` (the server's form) for presses: a pointer down inside it, or Space down on one of its buttons,
 * until the pointer comes up (anywhere), is cancelled, the key comes up, or the window loses focus.
 * @param element the element holding the server's form.
 * @param view the window whose releases end a press (the element's own by default).
 */
export function guardPresses(element: HTMLElement, view: Window = window): PressGuard {
  let pressing = false;
  let waiting: (() => void) | null = null;
  let timer: number | undefined;

  const runLater = () => {
    const then = waiting;
    waiting = null;
    view.clearTimeout(timer);
    if (then) view.setTimeout(then, 0);
  };
  const press = () => {
    pressing = true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSpaceOnButton(event)) press();
  };
  const release = () => {
    if (!pressing) return;
    pressing = false;
    runLater();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') release();
  };
  // The window's own blur only: a field's blur reaches a capturing listener on the window too.
  const onBlur = (event: Event) => {
    if (event.target === view) release();
  };

  element.addEventListener('pointerdown', press, true);
  element.addEventListener('keydown', onKeyDown, true);
  const releases = [
    ['pointerup', release],
    ['pointercancel', release],
    ['blur', onBlur],
    ['keyup', onKeyUp],
  ] as const;
  for (const [name, listener] of releases) view.addEventListener(name, listener as EventListener, true);

  return {
    whenReleased(then) {
      if (!pressing) {
        then();
        return () => undefined;
      }
      waiting = then;
      view.clearTimeout(timer);
      timer = view.setTimeout(() => {
        pressing = false;
        runLater();
      }, PRESS_TIMEOUT_MS);
      return () => {
        if (waiting === then) waiting = null;
        view.clearTimeout(timer);
      };
    },
    dispose() {
      element.removeEventListener('pointerdown', press, true);
      element.removeEventListener('keydown', onKeyDown, true);
      for (const [name, listener] of releases) view.removeEventListener(name, listener as EventListener, true);
      runLater();
    },
  };
}
