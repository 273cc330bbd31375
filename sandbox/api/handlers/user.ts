/** Sandbox API: the signed-in person (profile, config, billing fields, sessions), spec §7. */
import { http, type HttpHandler } from 'msw';
import { profileSchema, userConfigSchema } from '../../../lib/api/schemas';
import { emptyBilling, validateBilling, billingAnswer } from '../billing';
import { json, error, readJsonObject } from '../http';
import { BILLING_FIELD_NAMES } from '../store';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function userHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, authed } = ctx;
  return [
    /** GET /user/profile → profileSchema. */
    http.get(
      api('/user/profile'),
      authed(({ user, identity }) =>
        json(
          profileSchema.parse({
            interactiveID: user.interactiveID,
            userIdentityId: identity.identityId,
            userEmail: identity.email,
            kyc_status: user.kyc_status,
            kyc_level: user.kyc_level,
            user_city: user.user_city,
            user_country: user.user_country,
            wallet_name: user.wallet_name,
          }),
        ),
      ),
    ),
    /** GET /user/config → userConfigSchema; has_pending_action is true while an order is open. */
    http.get(
      api('/user/config'),
      authed(({ user }) =>
        json(userConfigSchema.parse({ lang: user.config.lang, has_pending_action: store.openOrder(user) !== null })),
      ),
    ),
    /** POST /user/config {lang?} → merged config (userConfigSchema). */
    http.post(
      api('/user/config'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        if (body.lang !== undefined && (typeof body.lang !== 'string' || !body.lang.trim())) {
          return error(400, 'validation_error', 'lang must be a non-empty string', {
            errors: { lang: 'Invalid language' },
          });
        }
        if (typeof body.lang === 'string') user.config.lang = body.lang.trim();
        return json(
          userConfigSchema.parse({ lang: user.config.lang, has_pending_action: store.openOrder(user) !== null }),
        );
      }),
    ),
    /** GET /user/billing/fields → {fields: [{name,label,type,required,options?,value}], values, is_complete}. */
    http.get(
      api('/user/billing/fields'),
      authed(({ user }) => json(billingAnswer(user))),
    ),
    /** PUT /user/billing/fields {field: value, …} (merged over the stored values) → as GET; 400 {errors} if invalid. */
    http.put(
      api('/user/billing/fields'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        // Accept the flat value map, or the same map under `values` or `fields`.
        const nested = [body.values, body.fields].find((v) => v && typeof v === 'object' && !Array.isArray(v));
        const source = (nested ?? body) as Record<string, unknown>;
        const values = { ...(user.billing ?? emptyBilling()) };
        const errors: Record<string, string> = {};
        for (const name of BILLING_FIELD_NAMES) {
          const v = source[name];
          if (v === undefined) continue;
          if (typeof v !== 'string') errors[name] = 'Must be a string';
          else values[name] = v.trim();
        }
        Object.assign(errors, Object.fromEntries(Object.entries(validateBilling(values)).filter(([k]) => !errors[k])));
        if (Object.keys(errors).length) {
          return error(400, 'validation_error', 'Some billing fields are invalid', { errors });
        }
        user.billing = values;
        return json(billingAnswer(user));
      }),
    ),
    /** GET /user/sessions → {sessions: [{id, active, authenticated_at, expires_at, issued_at, …, devices}]}. */
    http.get(
      api('/user/sessions'),
      authed(({ identity }) => {
        const s = identity.session ?? {};
        const now = new Date().toISOString();
        return json({
          sessions: [
            {
              id: String(s.id ?? `session-${identity.identityId}`),
              active: true,
              current: true,
              authenticated_at: s.authenticated_at ?? now,
              issued_at: s.issued_at ?? now,
              expires_at: s.expires_at ?? null,
              authenticator_assurance_level: s.authenticator_assurance_level ?? 'aal1',
              authentication_methods: s.authentication_methods ?? [],
              devices: s.devices ?? [],
            },
          ],
        });
      }),
    ),
  ];
}
