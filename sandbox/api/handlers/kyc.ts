/** Sandbox API: identity verification (KYC token and status), spec §7. */
import { http, type HttpHandler } from 'msw';
import { json, error } from '../http';
import { randomId } from '../store';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function kycHandlers(ctx: HandlerContext): HttpHandler[] {
  const { api, authed, sandboxOrigin, store } = ctx;
  return [
    /** GET /kyc/token?appId → {token, app_id, user_id, level, expires_at, url}; 400 without appId. */
    http.get(
      api('/kyc/token'),
      authed(({ url, user, identity }) => {
        const appId = url.searchParams.get('appId') ?? url.searchParams.get('app_id');
        if (!appId) return error(400, 'validation_error', 'appId is required', { errors: { appId: 'Required' } });
        const token = `sbx_kyc_${randomId().replace(/-/g, '')}`;
        const level = user.kyc_level ?? 'level_1';
        store.kycTokens.set(token, { email: identity.email, level });
        return json({
          token,
          app_id: appId,
          user_id: identity.identityId,
          level,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          // The provider's hosted verification page (GET /__sandbox/pages/kyc), where the person approves or rejects.
          url: `${sandboxOrigin}/__sandbox/pages/kyc?${new URLSearchParams({ token, app_id: appId }).toString()}`,
        });
      }),
    ),
    /**
     * PUT /kyc/status → {kyc_status, kyc_level}: asks for a re-check of the verification and answers what the
     * provider recorded (POST /__sandbox/pages/kyc/result, the hosted page's outcome). A status or level in the body
     * is ignored, as a real API must: the browser is never the source of a verification result.
     */
    http.put(
      api('/kyc/status'),
      authed(({ user }) => json({ kyc_status: user.kyc_status, kyc_level: user.kyc_level })),
    ),
  ];
}
