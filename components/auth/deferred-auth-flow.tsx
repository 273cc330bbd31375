'use client';

/**
 * An identity flow screen whose Ory Elements code loads when the person first uses the form (Ory Elements is a
 * large share of the sign-in screens' first-visit JavaScript; docs/performance.md). Spec §3 "Identity flow",
 * §4 "Login flow".
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
import type { AuthFlowProps } from './auth-flow';
import type { AuthFlowComponent } from './auth-flow-chunk';
import { AuthFlowPending } from './auth-flow-pending';
import { useDeferredAuthFlow } from './use-deferred-auth-flow';

// The server renders the flow at once. A Next build folds `typeof window` to a constant, so the browser's bundle never
// follows this require (a static import would put Ory Elements back into the first load, which is what this avoids).
const ServerAuthFlow: AuthFlowComponent | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the server's branch only
      (require('./auth-flow') as typeof import('./auth-flow')).AuthFlow
    : null;

/**
 * The identity flow of an auth screen, with Ory Elements loaded on first use (see the module comment).
 * @param props as {@link AuthFlowProps}: the flow as read on the server, its kind, return URL, page and variant.
 */
export function DeferredAuthFlow(props: AuthFlowProps) {
  const { serverMode, Flow, failed, serverRoot, flowRoot } = useDeferredAuthFlow(props);

  if (!serverMode && !Flow) return <AuthFlowPending failed={failed} page={props.page} returnTo={props.returnTo} />;
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
