/**
 * /sitemap.xml (spec §2) through Next's metadata route API: the indexable open pages
 * (lib/public-pages/seo.ts) as absolute URLs on the app's origin. No lastModified: the app does not know when
 * the external documents last changed, and a made-up date would mislead crawlers.
 */
import type { MetadataRoute } from 'next';
import { INDEXABLE_PAGES, absoluteUrl } from '@/lib/public-pages/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return INDEXABLE_PAGES.map((page) => ({ url: absoluteUrl(page.path), changeFrequency: page.changeFrequency }));
}
