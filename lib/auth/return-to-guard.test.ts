import { guardReturnTo } from './return-to-guard';

const APP = 'http://localhost:3000';
const ALLOWED = [APP, 'http://localhost:4012'];
const guard = (search: string) => guardReturnTo(search, APP, ALLOWED);
const q = (value: string) => encodeURIComponent(value);

describe('guardReturnTo (spec §5 return URLs through /auth)', () => {
  it.each([
    ['two backslashes', 'http:\\\\evil.example'],
    ['one backslash', 'http:\\evil.example'],
    ['backslash after the app origin', 'http://localhost:3000\\@evil.example'],
    ['protocol-relative', '//evil.example'],
    ['another origin', 'https://evil.example/transactions'],
    ['a control character', 'http://localhost:3000/transactions\n'],
    ['a leading space', ' http://localhost:3000/transactions'],
    ['javascript', 'javascript:alert(1)'],
    ['an empty value', ''],
  ])('drops return_to with %s', (_name, value) => {
    expect(guard(`?return_to=${q(value)}`)).toEqual({ search: '', dropped: ['return_to'] });
  });

  it('drops the raw (unencoded) backslash form and keeps the other parameters byte for byte', () => {
    expect(guard('?aal=aal2&return_to=http:\\\\evil.example&refresh=true&x=%2B+')).toEqual({
      search: '?aal=aal2&refresh=true&x=%2B+',
      dropped: ['return_to'],
    });
  });

  it('checks returnTo and after_verification_return_to too, and names spelled with escapes', () => {
    expect(guard(`?returnTo=${q('//evil.example')}&flow=abc`)).toEqual({ search: '?flow=abc', dropped: ['returnTo'] });
    expect(guard(`?after_verification_return_to=${q('http:\\evil.example')}`).dropped).toEqual([
      'after_verification_return_to',
    ]);
    expect(guard(`?return%5Fto=${q('http:\\\\evil.example')}`).dropped).toEqual(['return_to']);
  });

  it('drops a bare name and a malformed escape in the value', () => {
    expect(guard('?return_to').dropped).toEqual(['return_to']);
    expect(guard('?return_to=%E0%A4%A').dropped).toEqual(['return_to']);
  });

  it('drops every refused occurrence of a repeated parameter and keeps an allowed one', () => {
    const allowed = `return_to=${q('http://localhost:3000/kyc')}`;
    expect(guard(`?return_to=${q('http:\\\\evil.example')}&${allowed}`)).toEqual({
      search: `?${allowed}`,
      dropped: ['return_to'],
    });
  });

  it.each([
    ['an app screen', 'http://localhost:3000/transactions?status=error'],
    ['an app path', '/kyc'],
    ['an allowed partner', 'http://localhost:4012/done?interactiveId=abc'],
    ['an identity service page under /auth', 'http://localhost:3000/auth/self-service/login/browser'],
  ])('keeps %s unchanged', (_name, value) => {
    const search = `?flow=1&return_to=${q(value)}`;
    expect(guard(search)).toEqual({ search, dropped: [] });
  });

  it('leaves a query without return URLs, and an empty one, as it is', () => {
    expect(guard('')).toEqual({ search: '', dropped: [] });
    expect(guard('?flow=abc&%zz=1')).toEqual({ search: '?flow=abc&%zz=1', dropped: [] });
  });
});
