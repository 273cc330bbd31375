/**
 * What the /error page says about an identity-service error (spec §2 /error, §7 `/self-service/errors` with id, §8
 * "Message texts for server-side errors are not shown"). Kratos sends the browser to `/error?id=<uuid>` when a
 * browser flow fails outside any form (CSRF, a return URL it refuses, an expired flow, a failed Google sign-in). The
 * page fetches that error and shows one of our own translated reasons, picked here from the error's `id` (Kratos's
 * stable error ids) or, for Google, from its OpenID Connect wording; anything else gets the generic text.
 *
 * Pure (no I/O), so the table is unit-tested; the loader is lib/auth/flow-error.ts.
 */
import { z } from 'zod';

/** The reasons /error can give, keys of `errors.identity.*` in messages/{en,pt}.json. */
export type FlowErrorReason =
  | 'csrf'
  | 'returnToForbidden'
  | 'flowExpired'
  | 'alreadySignedIn'
  | 'identityMismatch'
  | 'google'
  | 'generic';

/** The part of Kratos's FlowError (`GET /self-service/errors?id=`) we read; the rest is ignored. */
export const flowErrorSchema = z.looseObject({
  id: z.string(),
  error: z
    .looseObject({
      id: z.string().optional(),
      code: z.number().optional(),
      status: z.string().optional(),
      reason: z.string().optional(),
      message: z.string().optional(),
    })
    .optional(),
});

export type FlowError = z.infer<typeof flowErrorSchema>;

/** Kratos error ids (herodot `error.id`) → our reason. Ids from Kratos's x/errors and selfservice/flow packages. */
const BY_KRATOS_ID: Readonly<Record<string, FlowErrorReason>> = {
  security_csrf_violation: 'csrf',
  self_service_flow_return_to_forbidden: 'returnToForbidden',
  self_service_flow_expired: 'flowExpired',
  session_already_available: 'alreadySignedIn',
  security_identity_mismatch: 'identityMismatch',
};

/** Kratos's OpenID Connect strategy reports provider failures without an id, in this wording. */
const GOOGLE_WORDING = /openid connect|oidc|social sign in/i;

/**
 * The reason to show for a Kratos flow error.
 * @param error the parsed FlowError, or null when the id was unknown, expired or the service did not answer.
 * @returns a key of `errors.identity`; 'generic' when nothing more specific is known.
 */
export function flowErrorReason(error: FlowError | null): FlowErrorReason {
  const inner = error?.error;
  if (!inner) return 'generic';
  const byId = inner.id ? BY_KRATOS_ID[inner.id] : undefined;
  if (byId) return byId;
  if (GOOGLE_WORDING.test(`${inner.reason ?? ''} ${inner.message ?? ''}`)) return 'google';
  return 'generic';
}
