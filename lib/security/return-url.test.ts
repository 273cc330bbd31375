import { resolveReturnUrl } from './return-url';

const app = 'http://localhost:3000';
const partners = ['https://wallet.lobstr.example'];

describe('return URL validation (spec §5)', () => {
  it('accepts a same-origin path and keeps its query', () => {
    expect(resolveReturnUrl('/transactions?status=error', app)).toMatchObject({
      href: 'http://localhost:3000/transactions?status=error',
      path: '/transactions?status=error',
      sameOrigin: true,
    });
  });

  it('accepts an absolute URL toward the app or an allowed partner, reading origin and interactiveId', () => {
    expect(resolveReturnUrl('http://localhost:3000/kyc', app)?.path).toBe('/kyc');
    expect(resolveReturnUrl('https://wallet.lobstr.example/done?interactiveId=abc', app, partners)).toMatchObject({
      origin: 'https://wallet.lobstr.example',
      interactiveId: 'abc',
      sameOrigin: false,
    });
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/transactions'],
    ['backslash trick', '/\\evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['javascript URL, mixed case and spaces', '  JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['unknown origin', 'https://evil.example/'],
    ['look-alike origin', 'http://localhost:3000.evil.example/'],
    ['credentials in URL', 'http://user:pass@localhost:3000/'],
    ['relative path', 'transactions'],
    ['tab inside', '/\t/evil.example'],
    ['empty', ''],
    // The app's own origin with a protocol-relative path must not become href="//evil.example/x".
    ['app origin, double slash', 'http://localhost:3000//evil.example/x'],
    ['app origin, encoded double slash', 'http://localhost:3000/%2F%2Fevil.example/x'],
    ['app origin, encoded slash-backslash', 'http://localhost:3000/%2F%5Cevil.example'],
    ['path, doubly encoded double slash', '/%252F%252Fevil.example'],
    ['app origin, unknown path', 'http://localhost:3000/not-a-screen'],
  ])('refuses %s', (_, raw) => {
    expect(resolveReturnUrl(raw, app, partners)).toBeNull();
  });

  it("accepts the identity service's browser endpoints under /auth/ (Kratos's own redirects)", () => {
    expect(resolveReturnUrl('http://localhost:3000/auth/self-service/login/browser', app)?.path).toBe(
      '/auth/self-service/login/browser',
    );
  });

  it('refuses non-strings', () => {
    expect(resolveReturnUrl(undefined, app)).toBeNull();
    expect(resolveReturnUrl(null, app)).toBeNull();
  });
});
