/**
 * Step 7 of middleware.ts: the security headers of every page (lib/security/headers.ts): a per-request nonce and the
 * Content-Security-Policy built on it (also put on the render's request headers, where Next reads the nonce for its
 * own scripts), nosniff, Referrer-Policy, Permissions-Policy, HSTS over https. next.config.ts still sets
 * `frame-ancestors` for responses middleware does not see.
 */
import { clientConfig, isDevelopment, isSandbox } from '@/lib/config';
import { preparePageSecurity } from '@/lib/security/headers';
import { thirdPartyScripts } from '@/lib/third-party/scripts';

/** What the page policy depends on, fixed for the process. */
const PAGE_POLICY = {
  partnerOrigins: clientConfig.partnerOrigins,
  sentryDsn: clientConfig.sentryDsn,
  scriptUrls: thirdPartyScripts(clientConfig).scripts.map((script) => script.src),
  development: isDevelopment,
  sandbox: isSandbox,
};

/**
 * Applies the page policy of this process to one request: a fresh nonce and the CSP go on the render's request
 * headers, and the page's security headers come back for the response.
 * @param url the request's URL.
 * @param renderHeaders the render's request headers; the nonce and the policy are added to them.
 * @param recoverySettingsFlow /security?flow= only: whether Kratos said the flow is the settings flow a recovery of
 *   this session made (lib/auth/recovery-settings-flow.ts), the one case partners may frame /security.
 * @returns the response headers to set.
 */
export function applyPageSecurity(
  url: URL,
  renderHeaders: Headers,
  recoverySettingsFlow = false,
): Record<string, string> {
  return preparePageSecurity(url, renderHeaders, { ...PAGE_POLICY, recoverySettingsFlow });
}
