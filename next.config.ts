/**
 * Next.js configuration (DESIGN.md "One picture"): spec §7's two proxies are route handlers (see rewrites() below),
 * the Content-Security-Policy frame-ancestors header on every response (lib/security/csp.ts: the widget's
 * routes may be framed by the configured partner origins, everything else by nobody; spec §1, §4, issue #5),
 * next-intl's request config, and Sentry (release and environment from lib/config.ts).
 */
import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { clientConfig } from './lib/config';
import { cspHeaderRules } from './lib/security/csp';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // One build, several instances (issue 13): `npm run build` leaves .next/standalone/ with Next's server.js and the
  // production entry start.js (deploy/start.js: graceful SIGTERM, request ids, JSON access log). Every instance
  // of one build shares its build id; NEXT_DEPLOYMENT_ID (which Next also reads as `deploymentId`, for skew
  // protection) pins it, so images built twice from one commit still agree.
  output: 'standalone',
  generateBuildId: async () => process.env.NEXT_DEPLOYMENT_ID || null,
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
  // /auth/* and the API base are proxied by guarded route handlers (app/auth/[...path], app/api/v1/[...path];
  // lib/security/proxy-handler.ts), not by rewrites to the upstreams: a rewrite resolved `%252e%252e` segments and
  // could reach any path of the upstream host (issue 10 item 1). A configured API base other than /api/v1 lands on
  // the same handler, which re-reads the raw path.
  async rewrites() {
    return clientConfig.apiBasePath === '/api/v1'
      ? []
      : [{ source: `${clientConfig.apiBasePath}/:path*`, destination: '/api/v1/:path*' }];
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withSentryConfig(withNextIntl(nextConfig), {
  release: { name: clientConfig.release, create: false },
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
});
