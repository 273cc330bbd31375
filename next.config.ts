/**
 * Next.js configuration (DESIGN.md "One picture"): the two rewrites of spec §7 — /auth/:path* to the
 * identity service's public API (prefix stripped) and the API base path to the product API upstream —
 * the Content-Security-Policy frame-ancestors header on every response (lib/security/csp.ts: the widget's
 * routes may be framed by the configured partner origins, everything else by nobody; spec §1, §4, issue #5),
 * next-intl's request config, and Sentry (release and environment from lib/config.ts).
 */
import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { clientConfig, getServerConfig } from './lib/config';
import { cspHeaderRules } from './lib/security/csp';

const server = getServerConfig();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Keep /auth/... and /api/... paths exactly as Kratos and the API expect them.
  skipTrailingSlashRedirect: true,
  // No dev-only "N" badge: it would sit over the widget's corner in a partner's frame and in the screenshots.
  devIndicators: false,
  // Set here rather than in middleware.ts so that every response gets it, whatever the middleware matcher skips.
  // No X-Frame-Options: it cannot list several partners, and frame-ancestors supersedes it. /security is framable
  // only with a `flow` query (the identity service's settings flow after a recovery started in the widget).
  async headers() {
    return cspHeaderRules(clientConfig.partnerOrigins);
  },
  async rewrites() {
    return [
      { source: '/auth/:path*', destination: `${server.kratosPublicUrl}/:path*` },
      {
        source: `${clientConfig.apiBasePath}/:path*`,
        destination: `${server.productApiUrl}${clientConfig.apiBasePath}/:path*`,
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withSentryConfig(withNextIntl(nextConfig), {
  release: { name: clientConfig.release, create: false },
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
});
