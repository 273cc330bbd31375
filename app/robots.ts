/**
 * /robots.txt (spec §2) through Next's metadata route API: the indexable open pages are allowed,
 * protected and sign-in screens, flow-internal screens, /auth/ and the product API are disallowed
 * (lib/public-pages/seo.ts), and the sitemap is named by its absolute URL. middleware.ts does not run for it
 * (its matcher skips paths with a dot).
 */
import type { MetadataRoute } from 'next';
import { INDEXABLE_PAGES, absoluteUrl, disallowedPaths } from '@/lib/public-pages/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: INDEXABLE_PAGES.map((p) => p.path), disallow: disallowedPaths() }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
