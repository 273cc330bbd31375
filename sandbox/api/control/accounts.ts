/**
 * Sandbox control: accounts of their own for tests (SANDBOX.md "Sandbox control endpoints", added routes). Each
 * browser test makes a fresh Kratos identity with its own copy of a seed's product data, so tests never share or
 * change the seeded accounts and can run side by side.
 */
import { http, type HttpHandler } from 'msw';
import { controlWriteRefusal, json, readBody, type ControlContext } from './context';
import { ACCOUNT_SEEDS, type AccountSeed } from '../store';

/** A Kratos identity made for a new account (what {@link ControlContext.createIdentity} resolves to). */
export interface NewIdentity {
  email: string;
  password: string;
  identityId: string;
  /** Base32 TOTP secret (SHA-1, 6 digits, 30 s): the `mfa` seed only. */
  totpSecret?: string;
  /** Recovery codes (Kratos lookup_secret), each usable once: the `mfa` seed only. */
  recoveryCodes?: string[];
}

const isSeed = (value: unknown): value is AccountSeed =>
  typeof value === 'string' && (ACCOUNT_SEEDS as readonly string[]).includes(value);

/** The handlers of this part, in matching order. */
export function accountHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, at, log } = ctx;

  return [
    /**
     * POST /__sandbox/accounts `{seed}` (demo, fresh, pending or mfa; default demo) → 201 `{seed, email, password,
     * identityId, totpSecret?, recoveryCodes?}`: a new identity with a unique e-mail, a verified address, the
     * password of the seed and, for `mfa`, an authenticator app and recovery codes; its product data is a copy of the
     * seed's (`mfa` copies demo's), with ids of its own. 400 for another seed; 501 where there is no Kratos (Jest).
     */
    http.post(at('/__sandbox/accounts'), async ({ request }) => {
      const refusal = controlWriteRefusal(request);
      if (refusal) return refusal;
      const seed = (await readBody(request))?.seed ?? 'demo';
      if (!isSeed(seed)) {
        return json({ error: 'invalid_seed', message: `seed must be one of ${ACCOUNT_SEEDS.join(', ')}` }, 400);
      }
      if (!ctx.createIdentity) return json({ error: 'not_available' }, 501);
      try {
        const identity = await ctx.createIdentity(seed);
        store.addAccount(identity.email, seed);
        log(`account ${identity.email} made from the ${seed} seed`);
        return json({ seed, ...identity }, 201);
      } catch (e) {
        return json({ error: 'account_failed', message: (e as Error).message }, 500);
      }
    }),
    /**
     * POST /__sandbox/accounts/{email}/sign-in-age `{seconds}` (1–86 400) → 200 `{sessions}`: every session of that
     * identity counts as signed in `seconds` earlier (Kratos's `authenticated_at`), so a settings change asks to
     * confirm who it is (privileged_session_max_age, 15 minutes). Only this identity is touched. 404 for an unknown
     * e-mail; 500 with the reason when Kratos keeps its data in memory (start the sandbox with SANDBOX_DB=postgres).
     */
    http.post(at('/__sandbox/accounts/:email/sign-in-age'), async ({ request, params }) => {
      const refusal = controlWriteRefusal(request);
      if (refusal) return refusal;
      const seconds = (await readBody(request))?.seconds;
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
        return json({ error: 'invalid_seconds', message: 'seconds must be an integer from 1 to 86400' }, 400);
      }
      if (!ctx.ageSignIns) {
        return json({ error: 'not_available', message: 'needs Kratos on PostgreSQL: SANDBOX_DB=postgres' }, 501);
      }
      try {
        const sessions = await ctx.ageSignIns(String(params.email).toLowerCase(), seconds);
        return sessions === null ? json({ error: 'unknown_identity' }, 404) : json({ sessions });
      } catch (e) {
        return json({ error: 'age_failed', message: (e as Error).message }, 500);
      }
    }),
    /**
     * GET /__sandbox/identities/{id}/whoami-calls → 200 `{count}`: how many whoami calls Kratos answered with a
     * session of that identity since the sandbox started, read from Kratos's request log (any caller: the app's
     * server or a browser through /auth). 501 where there is no Kratos (Jest).
     */
    http.get(at('/__sandbox/identities/:id/whoami-calls'), ({ params }) => {
      if (!ctx.whoamiCalls) return json({ error: 'not_available' }, 501);
      return json({ count: ctx.whoamiCalls(String(params.id)) });
    }),
  ];
}
