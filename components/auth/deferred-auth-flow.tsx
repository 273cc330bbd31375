'use client';

/**
 * An identity flow screen whose Ory Elements code loads when the person first uses the form (issue 11: Ory Elements is
 * about 80 KB gzip, a third of the sign-in screens' first-visit JavaScript). Spec §3 "Identity flow", §4 "Login flow".
 *
 * - The server renders the flow with Ory Elements as before (components/auth/auth-flow.tsx), so the first paint is the
 *   whole form, in the person's language, with the flow's messages.
 * - In the browser that HTML is kept as it is (React does not hydrate it) until the person reaches for the form:
 *   pointer down, focus, a key or any input in it. Then the Ory Elements chunk loads and the flow is rendered by it in place,
 *   with what was typed meanwhile and the focus kept (./deferred-form.ts).
 * - Until then the form is usable: its fields are enabled (Ory Elements renders them disabled until it runs), and a
 *   click on one of its buttons, or Enter, waits for the chunk and is then replayed on Ory Elements's own control, so
 *   every submission still goes through Ory Elements, as before.
 * - Kratos's onload triggers (the passkey suggestions of /login) run from here at once, as they did from the flow.
 * - Where the server's HTML cannot be right (framed, or a webview user agent: the Google sign-in differs there), on
 *   a client-side navigation, and when the flow changes, the chunk loads at once.
 * - If the chunk cannot load, that is logged and reported, and the form stays what the server rendered: a plain HTML
 *   form Kratos accepts (its action, method and CSRF token), so a click or Enter then submits it natively.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';
import { flowPagePath } from '@/lib/auth/flow-url';
import { nodesForVariant } from '@/lib/auth/nodes';
import { takeOnloadTriggers } from '@/lib/auth/onload-triggers';
import * as Sentry from '@/lib/sentry/capture';
import { googleSignInMode, isFramed } from '@/lib/webview';
import type { AuthFlowProps } from './auth-flow';
import {
  controlPath,
  enableServerControls,
  focusFirstField,
  formValues,
  isDeferredControl,
  replayOn,
  restoreFocus,
  withValues,
  type FocusState,
  type HeldAction,
} from './deferred-form';
import { FlowError } from './flow-error';
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

const noSubscription = () => () => undefined;

/** What the swap to Ory Elements carries over from the server's form. */
interface Swap {
  Flow: AuthFlowComponent;
  values: Record<string, string | boolean>;
  focus: FocusState | null;
}

/**
 * The identity flow of an auth screen, with Ory Elements loaded on first use (see the module comment).
 * @param props as {@link AuthFlowProps}: the flow as read on the server, its kind, return URL, page and variant.
 */
export function DeferredAuthFlow(props: AuthFlowProps) {
  const { flow, variant = 'default' } = props;
  // True only while React hydrates the server's HTML; false on a client-side navigation to the screen.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // The flow whose server HTML is on the page (the first render's; useState keeps it).
  const [serverFlowId] = useState(() => (hydrating && !loaded ? flow.id : null));
  const [swap, setSwap] = useState<Swap | null>(() => (loaded ? { Flow: loaded, values: {}, focus: null } : null));
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const showsServerHtml = !swap && serverFlowId === flow.id;
  const t = useTranslations('auth');
  // What the person typed before the swap becomes the form's starting values (computed once per swap and flow, so
  // Ory Elements sees a stable flow).
  const flowForElements = useMemo(() => withValues(flow, swap?.values ?? {}), [flow, swap]);

  const { triggers } = takeOnloadTriggers(nodesForVariant(flow.ui.nodes, variant));
  useOnloadTriggers(flow.id, triggers);

  useEffect(() => {
    if (swap) return;
    const element = root.current;
    let held: HeldAction | null = null;
    let cancelled = false;

    const start = () => {
      loadAuthFlow().then(
        (Flow) => {
          if (cancelled) return;
          const values = element ? formValues(element) : {};
          const focus = element ? controlPath(element, document.activeElement) : null;
          flushSync(() => setSwap({ Flow, values, focus }));
          const container = root.current;
          if (!container) return;
          if (focus) restoreFocus(container, focus);
          if (held) replayOn(container, held);
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error('[auth] the sign-in form could not load its code; it stays a plain form', error);
          Sentry.captureException(error);
          setFailed(true);
          // The pending click goes to the server's own control: Kratos accepts the form as HTML.
          if (held && element) {
            stopInterception();
            replayOn(element, held);
          }
        },
      );
    };

    if (!showsServerHtml || !element) {
      start();
      return () => {
        cancelled = true;
      };
    }
    enableServerControls(element, flow.ui.nodes);
    // Ory Elements's autofocus, before the listeners: a focus of ours is not a first use.
    focusFirstField(element);
    if (googleSignInMode({ framed: isFramed(window), userAgent: navigator.userAgent }) !== 'inline') start();

    let started = false;
    const onFirstUse = () => {
      if (started) return;
      started = true;
      start();
    };
    // A click on a button (Enter in a field clicks the form's default button) waits for Ory Elements, then is replayed.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control = isDeferredControl(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      const target = controlPath(element, control);
      if (target) held = { kind: 'click', target };
      onFirstUse();
    };
    // A submission without a click (a script's requestSubmit) is held the same way.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      held = { kind: 'submit', submitter: controlPath(element, event.submitter) };
      onFirstUse();
    };
    const events = ['pointerdown', 'focusin', 'keydown', 'input'] as const;
    for (const name of events) element.addEventListener(name, onFirstUse, { passive: true });
    element.addEventListener('click', onClick, true);
    element.addEventListener('submit', onSubmit, true);
    function stopInterception() {
      element?.removeEventListener('click', onClick, true);
      element?.removeEventListener('submit', onSubmit, true);
    }
    return () => {
      cancelled = true;
      for (const name of events) element.removeEventListener(name, onFirstUse);
      stopInterception();
    };
  }, [swap, showsServerHtml, flow.ui.nodes]);

  if (swap) {
    const { Flow } = swap;
    return (
      <div ref={root} key="ready" data-auth-flow="ready">
        <Flow {...props} flow={flowForElements} />
      </div>
    );
  }
  if (showsServerHtml) {
    // The server's HTML is kept as it is: React neither hydrates nor replaces what is inside this element (its
    // children differ between the server and the browser on purpose, hence suppressHydrationWarning). The keys make
    // the swap a new element: React would otherwise append Ory Elements's render to the kept HTML.
    return ServerAuthFlow ? (
      <div ref={root} key="server" data-auth-flow="server">
        <ServerAuthFlow {...props} />
      </div>
    ) : (
      <div
        ref={root}
        key="server"
        data-auth-flow="server"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return failed ? (
    <FlowError
      title={t('error.title')}
      text={t('error.text')}
      retryLabel={t('error.retry')}
      retryHref={flowPagePath(props.page, props.returnTo)}
    />
  ) : (
    <div ref={root} key="loading" data-auth-flow="loading" className="flex min-h-40 items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
