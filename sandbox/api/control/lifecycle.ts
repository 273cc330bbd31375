/** Sandbox control: health and reset (SANDBOX.md "Sandbox control endpoints"). */
import { http, type HttpHandler } from 'msw';
import { json, readBody, type ControlContext } from './context';

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
    /**
     * POST /__sandbox/identity/privileged-session-max-age `{seconds}` (1–3600) → 200 `{seconds}` once Kratos has
     * reloaded: settings changes then need a sign-in younger than that (the stale-session case); a reset
     * restores kratos.yml's 15 minutes. 400 for another value; 501 where there is no Kratos (Jest).
     */
    http.post(at('/__sandbox/identity/privileged-session-max-age'), async ({ request }) => {
      const seconds = (await readBody(request))?.seconds;
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
        return json({ error: 'invalid_seconds', message: 'seconds must be an integer from 1 to 3600' }, 400);
      }
      if (!ctx.setPrivilegedSessionMaxAge) return json({ error: 'not_available' }, 501);
      await ctx.setPrivilegedSessionMaxAge(seconds);
      return json({ seconds });
    }),
  ];
}
