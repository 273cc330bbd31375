/**
 * Next.js configuration (DESIGN.md "One picture"): spec §7's two proxies are route handlers (see rewrites() below),
 * the Content-Security-Policy frame-ancestors header on every response (lib/security/csp.ts: the widget's
 * routes may be framed by the configured partner origins, everything else by nobody; spec §1, §4, issue #5),
 * next-intl's request config, and Sentry (release and environment from lib/config.ts).
 */
import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PUBLIC_ENV, clientConfig, rampEnv } from './lib/config';
import { REQUIRED_IN_PRODUCTION, missingConfigMessage, missingVariables } from './lib/config/required';
import { cspHeaderRules } from './lib/security/csp';

// A production build without the client variables it inlines stops here, listing them (issue 10 item 9). `next
// start` loads this file too but needs no NEXT_PUBLIC_* value (they are in the build): instrumentation.ts checks it.
if (rampEnv === 'production' && process.argv.includes('build')) {
  const missing = missingVariables(REQUIRED_IN_PRODUCTION.client, (name) => PUBLIC_ENV[name]);
  if (missing.length) {
    console.error(missingConfigMessage(missing, 'build'));
    process.exit(1);
  }
}

const nextConfig: NextConfig = {
  // The environment the bundles are built for (lib/config.ts rampEnv): inlined, so a production bundle carries no
  // sandbox default (dead code) and a start can tell a production build from a sandbox one.
  env: { RAMP_BUILD_ENV: rampEnv },
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
