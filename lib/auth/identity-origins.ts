/**
 * The identity service's internal addresses (spec §7: the browser reaches Kratos only through /auth): its admin API,
 * which Kratos's public API names in redirects (`GET /identities` → `307 Location: <admin>/admin/identities`). The
 * /auth proxy never passes a redirect to these origins to the browser (lib/security/proxy-handler.ts). Pure.
 */

/** Kratos's admin port when no admin URL is configured: its documented default, beside public 4433. */
const KRATOS_DEFAULT_ADMIN_PORT = '4434';

/** The part of the server configuration this reads (lib/config/server.ts). */
export interface IdentityAddresses {
  /** The public API's upstream, e.g. `http://127.0.0.1:4433`. */
  kratosPublicUrl: string;
  /** The admin API's URL, when the configuration has one (blank: not configured). */
  kratosAdminUrl?: string;
}

/**
 * The origins of the identity service a browser must never be sent to.
 * @param config the configured addresses.
 * @returns the admin API's origin: the configured admin URL's, else the public URL's host on Kratos's default admin
 *   port; empty when the configured value is not a URL.
 */
export function identityInternalOrigins(config: IdentityAddresses): string[] {
  try {
    const admin = config.kratosAdminUrl?.trim();
    if (admin) return [new URL(admin).origin];
    const url = new URL(config.kratosPublicUrl);
    url.port = KRATOS_DEFAULT_ADMIN_PORT;
    return [url.origin];
  } catch {
    return [];
  }
}
