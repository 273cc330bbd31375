/**
 * @jest-environment jsdom
 */
import {
  claimPersonalCookies,
  forgetPersonalCookies,
  forgetPersonalCookiesAtSignOut,
  setPersonalCookie,
} from './personal-browser';

/** The cookie names document.cookie holds now. */
const names = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);

describe('personal cookies in the browser (spec §3, §4 logout)', () => {
  afterEach(() => forgetPersonalCookies());

  it('writes a personal cookie while the page is signed in', () => {
    setPersonalCookie('transactionFilters', 'kind%3Ddeposit');
    expect(names()).toContain('transactionFilters');
  });

  it('forgets another person’s cookies when someone else signs in, and keeps writing', () => {
    setPersonalCookie('userEmail', 'ana@example.com');
    setPersonalCookie('orderFormData', '{}');
    expect(claimPersonalCookies('bia@example.com')).toBe(true);
    expect(names()).not.toContain('orderFormData');
    expect(document.cookie).toContain('userEmail=bia%40example.com');
    setPersonalCookie('orderFormData', '{}');
    expect(names()).toContain('orderFormData');
  });

  // Runs last: the sign-out latch lasts for the life of the page (this test file's jsdom window).
  it('after sign-out, a screen that hydrates late writes none of the person’s cookies', () => {
    setPersonalCookie('transactionFilters', 'kind%3Ddeposit');
    forgetPersonalCookiesAtSignOut();
    expect(names()).toEqual([]);
    setPersonalCookie('transactionFilters', '');
    setPersonalCookie('orderFormData', '{}');
    claimPersonalCookies('ana@example.com');
    expect(names()).toEqual([]);
  });
});
