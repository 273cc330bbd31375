'use client';

/**
 * An identity flow screen whose Ory Elements code loads when the person first uses the form (Ory Elements is
 * about 80 KB gzip, a third of the sign-in screens' first-visit JavaScript). Spec §3 "Identity flow", §4 "Login flow".
 *
 * - The server renders the flow with Ory Elements as before (components/auth/auth-flow.tsx), so the first paint is the
 *   whole form, in the person's language, with the flow's messages.
 * - In the browser that HTML is kept as it is (React does not hydrate it) until the person reaches for the form:
 *   pointer down, focus, a key or any input in it. Then the Ory Elements chunk loads and renders the flow out of sight;
 *   once its form is ready, what was typed meanwhile is given to it, it takes the server HTML's place, and the focus
 *   and caret go where they were (./deferred-form.ts). So Ory Elements's own start (its controls disabled for a moment,
 *   its autofocus of the first field) never reaches the person. A press under way on the server's form (a button held
 *   down) ends first: the browser makes no click on a control that left the page mid-press (./press-guard.ts).
 * - Until then the form is usable: its fields are enabled (Ory Elements renders them disabled until it runs), and a
 *   click on one of its buttons, or Enter, waits for the chunk and is then replayed on Ory Elements's own control, so
 *   every submission still goes through Ory Elements, as before.
 * - Kratos's onload triggers (the passkey suggestions of /login) run from here at once, as they did from the flow.
 * - Where the server's HTML cannot be right (framed, or a webview user agent: the Google sign-in differs there; the
 *   language changed; the page was rendered again with another flow; a settings flow with messages, which Ory
 *   Elements shows as toasts), and on a client-side navigation, the chunk loads at once (the server's HTML stays
 *   until Ory Elements is ready).
 * - The settings flow (/security, one form per node group) is deferred the same way; Ory Elements autofocuses no field
 *   there, so neither does this.
 * - If the chunk cannot load, that is logged and reported, and the form stays what the server rendered: a plain HTML
 *   form Kratos accepts (its action, method and CSRF token), so a click or Enter then submits it natively.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import { flowPagePath } from '@/lib/auth/flow-url';
import { nodesForVariant } from '@/lib/auth/nodes';
import { takeOnloadTriggers } from '@/lib/auth/onload-triggers';
import * as Sentry from '@/lib/sentry/capture';
import { googleSignInMode, isFramed } from '@/lib/webview';
import type { AuthFlowProps } from './auth-flow';
import { AuthNotice } from './auth-notice';
import {
  controlPath,
  copyValues,
  enableServerControls,
  focusFirstField,
  formValues,
  isDeferredControl,
  replayOn,
  restoreFocus,
  whenFormReady,
  type HeldAction,
} from './deferred-form';
import { guardPresses, type PressGuard } from './press-guard';
import { useOnloadTriggers } from './use-onload-triggers';

type AuthFlowComponent = ComponentType<AuthFlowProps>;

// The server renders the flow at once. A Next build folds `typeof window` to a constant, so the browser's bundle never
// follows this require (a static import would put Ory Elements back into the first load, which is what this avoids).
const ServerAuthFlow: AuthFlowComponent | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the server's branch only
      (require('./auth-flow') as typeof import('./auth-flow')).AuthFlow
    : null;

/** The loaded chunk, kept for the next auth screen of this tab (a client-side navigation renders it at once). */
let loaded: AuthFlowComponent | null = null;
let loading: Promise<AuthFlowComponent> | null = null;

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

/**
 * The identity flow of an auth screen, with Ory Elements loaded on first use (see the module comment).
 * @param props as {@link AuthFlowProps}: the flow as read on the server, its kind, return URL, page and variant.
 */
export function DeferredAuthFlow(props: AuthFlowProps) {
  const { flow, variant = 'default' } = props;
  // True only while React hydrates the server's HTML; false on a client-side navigation to the screen.
  const hydrating = !useHydrated();
  // Whether the server's HTML is on the page (decided by the first render; useState keeps it), and what it shows.
  const [hasServerHtml] = useState(() => hydrating && !loaded);
  const locale = useLocale();
  const [initial] = useState(() => ({ props, locale }));
  // The server's HTML no longer shows the screen (the language changed, or the page was rendered again with another
  // flow or return URL): Ory Elements loads at once and takes its place when ready.
  const stale =
    locale !== initial.locale ||
    (['flow', 'kind', 'returnTo', 'page', 'variant'] as const).some((key) => props[key] !== initial.props[key]);
  const [Flow, setFlow] = useState<AuthFlowComponent | null>(() => loaded);
  // Whether Ory Elements's render has taken the server HTML's place.
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const serverRoot = useRef<HTMLDivElement>(null);
  const flowRoot = useRef<HTMLDivElement>(null);
  // A click or submission made on the server's form, for Ory Elements's render.
  const held = useRef<HeldAction | null>(null);
  // Presses on the server's form: Ory Elements takes its place between presses, never during one (./press-guard.ts).
  const presses = useRef<PressGuard | null>(null);
  const serverMode = !shown && hasServerHtml;
  const settings = props.kind === 'settings';
  // A settings flow's messages ("saved", "you recovered your account") are toasts of Ory Elements, not in the HTML.
  const toasts = settings && (flow.ui.messages?.length ?? 0) > 0;
  const t = useTranslations('auth');

  const { triggers } = takeOnloadTriggers(nodesForVariant(flow.ui.nodes, variant));
  useOnloadTriggers(flow.id, triggers);

  // Whether Ory Elements is wanted now (the person reached for the server's form, or its HTML cannot be right).
  const [wanted, setWanted] = useState(false);

  // Loads Ory Elements once it is wanted; at once where no server HTML is on the page (a client-side navigation to
  // the screen, with a spinner meanwhile).
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
  }, [Flow, failed, serverMode, wanted]);

  // The server's form: usable at once, Ory Elements wanted on first use, clicks and submissions held for it; if Ory
  // Elements could not load, the form stays the server's and a held click goes to its own control (Kratos accepts the
  // form as HTML).
  useEffect(() => {
    const element = serverRoot.current;
    if (!serverMode || !element) return;
    enableServerControls(element, flow.ui.nodes);
    if (failed) {
      if (held.current) replayOn(element, held.current);
      held.current = null;
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
      held.current = { kind: 'click', target };
      start();
    };
    // A submission without a click (a script's requestSubmit) is held the same way.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      held.current = { kind: 'submit', submitter: controlPath(element, event.submitter) };
      start();
    };
    const firstUse = ['pointerdown', 'focusin', 'keydown', 'input'] as const;
    const guard = guardPresses(element);
    presses.current = guard;
    for (const name of firstUse) element.addEventListener(name, start, { passive: true });
    element.addEventListener('click', onClick, true);
    element.addEventListener('submit', onSubmit, true);
    // Framed, or in a webview user agent, Ory Elements renders the Google sign-in differently: wanted now; as when
    // the server's HTML is stale, and when a settings flow has messages, which Ory Elements shows as toasts.
    if (stale || toasts || googleSignInMode({ framed: isFramed(window), userAgent: navigator.userAgent }) !== 'inline')
      start();
    return () => {
      guard.dispose();
      if (presses.current === guard) presses.current = null;
      for (const name of firstUse) element.removeEventListener(name, start);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('submit', onSubmit, true);
    };
  }, [serverMode, flow.ui.nodes, stale, failed, settings, toasts]);

  // Ory Elements rendered out of sight: once its form is ready and no press is under way, it gets what was typed and
  // takes the server's place.
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
      const action = held.current;
      held.current = null;
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
      if (presses.current) presses.current.whenReleased(swap);
      else swap();
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [serverMode, Flow]);

  if (!serverMode && !Flow) {
    return failed ? (
      <AuthNotice
        title={t('error.title')}
        tone="error"
        text={t('error.text')}
        actionLabel={t('error.retry')}
        actionHref={flowPagePath(props.page, props.returnTo)}
      />
    ) : (
      <div data-auth-flow="loading" className="flex min-h-40 items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <>
      {serverMode &&
        // The server's HTML is kept as it is: React neither hydrates nor replaces what is inside this element (its
        // children differ between the server and the browser on purpose, hence suppressHydrationWarning).
        (ServerAuthFlow ? (
          <div ref={serverRoot} key="server" data-auth-flow="server">
            <ServerAuthFlow {...props} />
          </div>
        ) : (
          <div
            ref={serverRoot}
            key="server"
            data-auth-flow="server"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        ))}
      {Flow && (
        <div ref={flowRoot} key="flow" hidden={serverMode} data-auth-flow={serverMode ? 'preparing' : 'ready'}>
          <Flow {...props} />
        </div>
      )}
    </>
  );
}
