/**
 * Next.js configuration (DESIGN.md "One picture"): the two rewrites of spec §7 — /auth/:path* to the
 * identity service's public API (prefix stripped) and the API base path to the product API upstream —
 * next-intl's request config, and Sentry (release and environment from lib/config.ts).
 */
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';
import { clientConfig, getServerConfig } from './lib/config';

const server = getServerConfig();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Keep /auth/... and /api/... paths exactly as Kratos and the API expect them.
  skipTrailingSlashRedirect: true,
  async rewrites() {
    return [
      { source: '/auth/:path*', destination: `${server.kratosPublicUrl}/:path*` },
      { source: `${clientConfig.apiBasePath}/:path*`, destination: `${server.productApiUrl}${clientConfig.apiBasePath}/:path*` },
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
