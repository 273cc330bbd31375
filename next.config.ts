/**
 * Next.js configuration (DESIGN.md "One picture"): spec §7's two proxies are route handlers (see rewrites() below),
 * the Content-Security-Policy frame-ancestors header on every response (lib/security/csp.ts: the widget's
 * routes may be framed by the configured partner origins, everything else by nobody; spec §1, §4),
 * next-intl's request config, and Sentry (release and environment from lib/config.ts).
 */
import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { clientConfig, rampEnv } from './lib/config';
import { PUBLIC_ENV } from './lib/config/client-schema';
import { REQUIRED_IN_PRODUCTION, missingConfigMessage, missingVariables } from './lib/config/required';
import { SUPPORTED_LOCALES } from './lib/i18n/locale';
import { cspHeaderRules } from './lib/security/csp';
import { PROFILING_HEADER_RULE } from './lib/sentry/profiling';

// A production build without the client variables it inlines stops here, listing them. `next
// start` loads this file too but needs no NEXT_PUBLIC_* value (they are in the build): instrumentation.ts checks it.
if (rampEnv === 'production' && process.argv.includes('build')) {
  const missing = missingVariables(REQUIRED_IN_PRODUCTION.client, (name) => PUBLIC_ENV[name]);
  if (missing.length) {
    console.error(missingConfigMessage(missing, 'build'));
    process.exit(1);
  }
}

/** Headers of the partner SDK's script at /sdk/v1/ (docs/partner-guide.md "Quick start with the SDK"). */
const SDK_HEADER_RULE = {
  source: '/sdk/v1/:path*',
  headers: [
    { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    { key: 'Access-Control-Allow-Origin', value: '*' },
    { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
  ],
};

const nextConfig: NextConfig = {
  // The environment the bundles are built for (lib/config.ts rampEnv): inlined, so a start can tell a production
  // build from a sandbox one. The client configuration, parsed here once (a malformed value stops the build), is
  // inlined as plain JSON: lib/config.ts reads it, and no browser runs the schema.
  env: { RAMP_BUILD_ENV: rampEnv, RAMP_CLIENT_CONFIG: JSON.stringify(clientConfig) },
  reactStrictMode: true,
  // Smaller first loads: Turbopack merges the small per-segment chunks of a page (layouts, page, loading) into
  // fewer, larger ones (minChunkSize), but never merges a large chunk into another (maxMergeChunkSize), which
  // would copy react-dom or Sentry's loader into several chunks. Both sizes are Turbopack's estimate of source bytes
  // before minification, not gzip; what they saved against the defaults is in docs/performance.md.
  experimental: { turbopackChunking: { minChunkSize: 200000, maxMergeChunkSize: 64000 } },
  // One build, several instances: `npm run build` leaves .next/standalone/ with Next's server.js and the
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
  // Document-Policy: js-profiling lets the browser profiler of spec §9 run (lib/sentry/profiling).
  // The partner SDK's script (public/sdk/v1/, built by scripts/build-sdk.ts) never changes at its versioned URL:
  // cached for a year; readable cross-origin (CORS), which a partner's `integrity` check needs.
  async headers() {
    return [...cspHeaderRules(clientConfig.partnerOrigins), PROFILING_HEADER_RULE, SDK_HEADER_RULE];
  },
  // /auth/* and the API base are proxied by guarded route handlers (app/auth/[...path], app/api/v1/[...path];
  // lib/security/proxy-handler.ts), not by rewrites to the upstreams: a rewrite resolved `%252e%252e` segments and
  // could reach any path of the upstream host. A configured API base other than /api/v1 lands on
  // the same handler, which re-reads the raw path.
  // @ory/elements-react inlines ~80 locales into one file; keep only the app's two (docs/performance.md).
  turbopack: {
    rules: {
      '*.mjs': {
        condition: { path: /@ory[\\/]elements-react[\\/]dist[\\/]index\.mjs$/ },
        loaders: [{ loader: './scripts/ory-locales-loader.js', options: { locales: [...SUPPORTED_LOCALES] } }],
      },
    },
  },
  // Smaller bundles with Sentry's own tree-shaking flags (what withSentryConfig's `webpack.treeshake` sets, for
  // Turbopack): no SDK debug logging, no Replay iframe/shadow-DOM recording code (the app records neither).
  compiler: {
    define: { __SENTRY_DEBUG__: false, __RRWEB_EXCLUDE_IFRAME__: true, __RRWEB_EXCLUDE_SHADOW_DOM__: true },
  },
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
