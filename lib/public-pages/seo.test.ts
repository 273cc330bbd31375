/**
 * @jest-environment node
 *
 * robots.txt and sitemap.xml (spec §2): what search engines may read, from the route table.
 */
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { ROUTES, findRoute } from '@/lib/routes';
import { INDEXABLE_PAGES, disallowedPaths } from './seo';

const ORIGIN = 'http://localhost:3000';

describe('robots.txt', () => {
  const rules = robots().rules;
  const rule = Array.isArray(rules) ? rules[0]! : rules;
  const disallow = ([] as string[]).concat(rule.disallow ?? []);

  it('applies to every crawler, allows the public documents and the decision flow, and names the sitemap', () => {
    expect(rule.userAgent).toBe('*');
    expect(rule.allow).toEqual(['/decision-flow', '/terms-and-conditions', '/privacy-and-cookies-policy']);
    expect(robots().sitemap).toBe(`${ORIGIN}/sitemap.xml`);
  });

  it('disallows every protected and sign-in screen, the identity service and the API base path', () => {
    const closed = ROUTES.filter((r) => r.group !== 'open').map((r) => r.path);
    expect(closed.length).toBeGreaterThan(10);
    expect(disallow).toEqual(expect.arrayContaining([...closed, '/auth/', '/api/v1/']));
  });

  it('disallows the flow-internal and diagnostic open screens', () => {
    expect(disallow).toEqual(
      expect.arrayContaining(['/order', '/final-step', '/error', '/404', '/test-sentry-error', '/widget', '/ramp']),
    );
  });

  it('never disallows "/" or a prefix of an allowed page (robots rules match by prefix)', () => {
    expect(disallow).not.toContain('/');
    for (const page of INDEXABLE_PAGES) {
      expect(disallow.filter((d) => page.path.startsWith(d))).toEqual([]);
    }
  });

  it('follows a configured API base path', () => {
    expect(disallowedPaths('/ramp-backend/api/v2')).toContain('/ramp-backend/api/v2/');
  });
});

describe('sitemap.xml', () => {
  it('lists the indexable open pages as absolute URLs on the app origin, without made-up dates', () => {
    expect(sitemap()).toEqual([
      { url: `${ORIGIN}/decision-flow`, changeFrequency: 'weekly' },
      { url: `${ORIGIN}/terms-and-conditions`, changeFrequency: 'monthly' },
      { url: `${ORIGIN}/privacy-and-cookies-policy`, changeFrequency: 'monthly' },
    ]);
  });

  it('lists only open routes of the main layout', () => {
    for (const page of INDEXABLE_PAGES) {
      expect(findRoute(page.path)).toMatchObject({ group: 'open', layout: 'main' });
    }
  });
});
