/** Sandbox API: identity verification (KYC token and status), spec §7. */
import { http, type HttpHandler } from 'msw';
import { json, error, readJsonObject } from '../http';
import { randomId } from '../store';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function kycHandlers(ctx: HandlerContext): HttpHandler[] {
  const { api, authed, sandboxOrigin } = ctx;
  return [
    /** GET /kyc/token?appId → {token, app_id, user_id, level, expires_at, url}; 400 without appId. */
    http.get(
      api('/kyc/token'),
      authed(({ url, user, identity }) => {
        const appId = url.searchParams.get('appId') ?? url.searchParams.get('app_id');
        if (!appId) return error(400, 'validation_error', 'appId is required', { errors: { appId: 'Required' } });
        const token = `sbx_kyc_${randomId().replace(/-/g, '')}`;
        return json({
          token,
          app_id: appId,
          user_id: identity.identityId,
          level: user.kyc_level ?? 'level_1',
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          // The provider's hosted verification page (GET /__sandbox/pages/kyc), where the person approves or rejects.
          url: `${sandboxOrigin}/__sandbox/pages/kyc?${new URLSearchParams({ token, app_id: appId }).toString()}`,
        });
      }),
    ),
    /** PUT /kyc/status {status: started|pending|approved|rejected, level?} → {kyc_status, kyc_level}. */
    http.put(
      api('/kyc/status'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        const allowed = ['started', 'pending', 'approved', 'rejected'];
        const status = body?.status ?? body?.kyc_status;
        if (typeof status !== 'string' || !allowed.includes(status)) {
          return error(400, 'validation_error', `status must be one of ${allowed.join(', ')}`, {
            errors: { status: 'Invalid status' },
          });
        }
        user.kyc_status = status;
        const level = body?.level ?? body?.kyc_level;
        if (typeof level === 'string' && level) user.kyc_level = level;
        else if (status === 'approved' && !user.kyc_level) user.kyc_level = 'level_1';
        return json({ kyc_status: user.kyc_status, kyc_level: user.kyc_level });
      }),
    ),
  ];
}
