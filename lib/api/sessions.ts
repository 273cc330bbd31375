/**
 * GET /user/sessions (spec §7), for /security/history, declared with its spec §8 policy (lib/http/policy.ts). A
 * module of its own: only that server page loads it.
 */
import { defineCall } from '@/lib/http/policy';

/**
 * GET /user/sessions — the person's sessions as the API lists them, for /security/history's extra rows. The answer
 * is returned unparsed: lib/auth/sessions parses it with the identity service's session schema.
 */
export const getUserSessions = /* @__PURE__ */ defineCall(
  'empty-on-failure',
  async (http): Promise<unknown> => http.get('user/sessions').json(),
);
