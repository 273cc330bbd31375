'use client';

/**
 * The state of an auth screen whose Ory Elements code loads on first use (./deferred-auth-flow.tsx; spec §3 "Identity
 * flow", §4 "Login flow"): whether the server's HTML is on the page and still right, whether Ory Elements is wanted,
 * loaded, failed or shown, and the effects that move between them (./auth-flow-chunk.ts loads it, ./use-server-form.ts
 * holds the server's form, ./use-swap-when-ready.ts swaps). Kratos's onload triggers (the passkey suggestions of
 * /login) run from here at once.
 */
import { useLocale } from 'next-intl';
import { useRef, useState, type RefObject } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { nodesForVariant } from '@/lib/auth/nodes';
import { takeOnloadTriggers } from '@/lib/auth/onload-triggers';
import type { AuthFlowProps } from './auth-flow';
import { loadedAuthFlow, useAuthFlowChunk, type AuthFlowComponent } from './auth-flow-chunk';
import type { HeldAction } from './deferred-form';
import type { PressGuard } from './press-guard';
import { useOnloadTriggers } from './use-onload-triggers';
import { useServerForm } from './use-server-form';
import { useSwapWhenReady } from './use-swap-when-ready';

/** What the screen renders from. */
export interface DeferredAuthFlowState {
  /** The server's HTML is on the page and shows the screen (Ory Elements, if rendered, is out of sight). */
  serverMode: boolean;
  /** The loaded flow component, or null. */
  Flow: AuthFlowComponent | null;
  /** Ory Elements could not load. */
  failed: boolean;
  /** The element for the server's HTML. */
  serverRoot: RefObject<HTMLDivElement | null>;
  /** The element for Ory Elements's render. */
  flowRoot: RefObject<HTMLDivElement | null>;
}

/**
 * The deferred flow's state and effects (see the module comment).
 * @param props the screen's flow props, as {@link AuthFlowProps}.
 */
export function useDeferredAuthFlow(props: AuthFlowProps): DeferredAuthFlowState {
  const { flow, variant = 'default' } = props;
  // True only while React hydrates the server's HTML; false on a client-side navigation to the screen.
  const hydrating = !useHydrated();
  // Whether the server's HTML is on the page (decided by the first render; useState keeps it), and what it shows.
  const [hasServerHtml] = useState(() => hydrating && !loadedAuthFlow());
  const locale = useLocale();
  const [initial] = useState(() => ({ props, locale }));
  // The server's HTML no longer shows the screen (the language changed, or the page was rendered again with another
  // flow or return URL): Ory Elements loads at once and takes its place when ready.
  const stale =
    locale !== initial.locale ||
    (['flow', 'kind', 'returnTo', 'page', 'variant'] as const).some((key) => props[key] !== initial.props[key]);
  const [Flow, setFlow] = useState<AuthFlowComponent | null>(() => loadedAuthFlow());
  // Whether Ory Elements's render has taken the server HTML's place.
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const serverRoot = useRef<HTMLDivElement>(null);
  const flowRoot = useRef<HTMLDivElement>(null);
  // A click or submission made on the server's form, for Ory Elements's render.
  const heldRef = useRef<HeldAction | null>(null);
  // Presses on the server's form: Ory Elements takes its place between presses, never during one (./press-guard.ts).
  const pressesRef = useRef<PressGuard | null>(null);
  const serverMode = !shown && hasServerHtml;
  const settings = props.kind === 'settings';
  // A settings flow's messages ("saved", "you recovered your account") are toasts of Ory Elements, not in the HTML.
  const toasts = settings && (flow.ui.messages?.length ?? 0) > 0;

  const { triggers } = takeOnloadTriggers(nodesForVariant(flow.ui.nodes, variant));
  useOnloadTriggers(flow.id, triggers);

  // Whether Ory Elements is wanted now (the person reached for the server's form, or its HTML cannot be right).
  const [wanted, setWanted] = useState(false);

  useAuthFlowChunk({ Flow, failed, serverMode, wanted, setFlow, setFailed });
  useServerForm({
    serverRoot,
    serverMode,
    nodes: flow.ui.nodes,
    stale,
    failed,
    settings,
    toasts,
    heldRef,
    pressesRef,
    setWanted,
  });
  useSwapWhenReady({ serverRoot, flowRoot, serverMode, Flow, heldRef, pressesRef, setShown });

  return { serverMode, Flow, failed, serverRoot, flowRoot };
}
