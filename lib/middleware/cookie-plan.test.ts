import type { IdentitySession } from '@/lib/auth/session';
import { findRoute } from '@/lib/routes';
import { changesRenderCookies, planCookies } from './cookie-plan';

const ANA: IdentitySession = { id: 's', active: true, identity: { id: 'i', traits: { email: 'ana@example.com' } } };
const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

function plan(path: string, session: IdentitySession | null, cookies: Record<string, string>, loadsPage = true) {
  const url = new URL(path, 'http://localhost:3000');
  return planCookies(findRoute(url.pathname)!, session, url.searchParams, jar(cookies), loadsPage);
}

describe('planCookies', () => {
  it('forgets the cookies of another person, never those of the person signed in or of a visitor', () => {
    expect(plan('/order-form', ANA, { userEmail: 'bob@example.com' }).forgetPersonal).toBe(true);
    expect(plan('/order-form', ANA, { userEmail: 'ANA@example.com' }).forgetPersonal).toBe(false);
    expect(plan('/order-form', null, { userEmail: 'bob@example.com' }).forgetPersonal).toBe(false);
  });

  it('writes the widget’s language and theme on /widget only, when they change', () => {
    expect(plan('/widget?language=pt&theme=dark', null, { 'XSRF-TOKEN': 'x' }).preferences).toEqual([
      { name: 'language', value: 'pt' },
      { name: 'themeSelector', value: 'dark' },
    ]);
    expect(plan('/widget?language=pt', null, { language: 'pt' }).preferences).toEqual([]);
    expect(plan('/order-form?language=pt', null, {}).preferences).toEqual([]);
  });

  it('leaves a language changed live alone when the router re-renders /widget (not a page load)', () => {
    expect(plan('/widget?language=en', null, { language: 'pt' }, false).preferences).toEqual([]);
    expect(plan('/widget?language=en', null, { language: 'pt' }, true).preferences).toEqual([
      { name: 'language', value: 'en' },
    ]);
  });

  it('issues an XSRF token only when the browser has none', () => {
    expect(plan('/error', null, {}).xsrfToken).toMatch(/^[0-9a-f]{32}$/);
    expect(plan('/error', null, { 'XSRF-TOKEN': 'abc' }).xsrfToken).toBeNull();
  });

  it('changes the render’s cookies only when something is planned', () => {
    expect(changesRenderCookies(plan('/error', null, { 'XSRF-TOKEN': 'abc' }))).toBe(false);
    expect(changesRenderCookies(plan('/error', null, {}))).toBe(true);
  });
});
