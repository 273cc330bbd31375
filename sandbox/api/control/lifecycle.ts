/** Sandbox control: health and reset (SANDBOX.md "Sandbox control endpoints"). */
import { http, type HttpHandler } from 'msw';
import { json, type ControlContext } from './context';

/** The handlers of this part, in matching order. */
export function lifecycleHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, at } = ctx;

  return [
    /** GET /__sandbox/health → 200 {status:'ok'} once ready, else 503 {status:'starting'}. */
    http.get(at('/__sandbox/health'), async () =>
      (await ctx.isReady()) ? json({ status: 'ok' }) : json({ status: 'starting' }, 503),
    ),
    /** POST /__sandbox/reset → reseeds product data and identities; clears faults, mail and Sentry events. */
    http.post(at('/__sandbox/reset'), async () => {
      store.reset();
      try {
        const identities = ctx.resetIdentities ? await ctx.resetIdentities() : {};
        return json({ status: 'ok', identities });
      } catch (e) {
        return json({ error: 'reset_failed', message: (e as Error).message }, 500);
      }
    }),
    /**
     * GET /__sandbox/identities/mfa → {email, password, totpSecret, recoveryCodes} of mfa@example.com.
     * Kratos makes the TOTP secret and the codes at each seed (start and reset), so they are read here; 404 before.
     */
    http.get(at('/__sandbox/identities/mfa'), () => {
      const seed = ctx.mfaSeed?.() ?? null;
      return seed ? json(seed) : json({ error: 'not_seeded' }, 404);
    }),
  ];
}
