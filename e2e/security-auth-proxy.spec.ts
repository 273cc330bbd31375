/**
 * The identity service proxy (/auth) and the API proxy as a browser meets them (spec §5 return URLs, §7 proxies):
 * return URLs with backslashes never leave the app's origin, Kratos's redirect to its admin API is not passed on,
 * answers with personal data and signed-in pages are never stored, and the XSRF token follows the session (new at
 * sign-in, expired at sign-out, Secure over https, and a session without one still opens its pages).
 */
import type { APIResponse, BrowserContext } from '@playwright/test';
import { startFlow } from './kratos-login';
import { signOut } from './security-helpers';
import { APP, expect, signInAs, test } from './support';

const XSRF = 'XSRF-TOKEN';

/** The XSRF-TOKEN cookie of the context, or undefined. */
async function xsrfToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(APP)).find((cookie) => cookie.name === XSRF)?.value;
}

/** The Set-Cookie lines of an answer for one cookie name. */
function setCookies(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${name}=`))
    .map((header) => header.value);
}

test.describe('return URLs through /auth (spec §5)', () => {
  for (const flow of ['login', 'registration'] as const) {
    test(`a signed-in browser is not sent off the app's origin by ${flow}/browser?return_to=http:\\\\…`, async ({
      page,
      account,
    }) => {
      await signInAs(page, account);
      for (const returnTo of ['http:\\\\evil.example', 'http:\\evil.example', 'http:\\\\evil.example/transactions']) {
        const response = await page.request.get(`/auth/self-service/${flow}/browser`, {
          params: { return_to: returnTo },
          maxRedirects: 0,
        });
        expect(response.status(), `${flow} with ${returnTo}`).toBe(303);
        const location = response.headers()['location'] ?? '';
        expect(location, `${flow} with ${returnTo}`).not.toContain('\\');
        expect(new URL(location, APP).origin, `${flow} with ${returnTo}`).toBe(APP);
      }
      // The browser itself, with the unencoded form in the address: it stays on the app.
      await page.goto(`/auth/self-service/${flow}/browser?return_to=http:\\\\evil.example`);
      expect(new URL(page.url()).origin).toBe(APP);
    });
  }

  test('an allowed return URL still reaches Kratos', async ({ page, account }) => {
    await signInAs(page, account);
    const response = await page.request.get('/auth/self-service/login/browser', {
      params: { return_to: `${APP}/kyc` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(`${APP}/kyc`);
  });
});

test("GET /auth/identities never names the identity service's admin address", async ({ request }) => {
  const response = await request.get('/auth/identities', { maxRedirects: 0 });
  expect(response.headers()['location']).toBeUndefined();
  expect(response.status()).toBe(502);
  expect(await response.text()).not.toMatch(/4434|127\.0\.0\.1/);
});

test.describe('Cache-Control on personal data', () => {
  test('API answers with personal data are never stored', async ({ page, account }) => {
    await signInAs(page, account);
    for (const path of ['/api/v1/user/profile', '/api/v1/user/billing/fields']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    const refused = await page.request.get('/api/v1/user/%2e%2e/x');
    expect(refused.headers()['cache-control']).toBe('no-store');
  });

  test("a signed-in page is never stored (Next's own header for a dynamic page)", async ({ page, account }) => {
    await signInAs(page, account);
    for (const path of ['/transactions', '/security/history']) {
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(response?.headers()['cache-control'], path).toContain('no-store');
    }
  });
});

test.describe('the XSRF token follows the session', () => {
  test('a new token at sign-in, an expired one at sign-out', async ({ page, context, account }) => {
    await page.goto('/login');
    const before = await xsrfToken(context);
    expect(before).toMatch(/^[0-9a-f]{32}$/);

    await signInAs(page, account);
    const during = await xsrfToken(context);
    expect(during).toMatch(/^[0-9a-f]{32}$/);
    expect(during).not.toBe(before);

    await page.goto('/transactions');
    const logout = page.waitForResponse((response) => response.url().includes('/auth/self-service/logout?'));
    await signOut(page);
    const expiry = (await (await logout).headersArray()).filter(
      (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${XSRF}=`),
    );
    expect(expiry.map((header) => header.value)).toEqual([expect.stringMatching(/^XSRF-TOKEN=; .*Max-Age=0/)]);
    const after = await xsrfToken(context);
    expect(after).not.toBe(during);
  });

  test("not Secure on a client's own X-Forwarded-Proto (no trusted proxy in front), at the first page and at sign-in", async ({
    page,
    account,
    playwright,
  }) => {
    // Secure comes with https as a trusted TLS-ending proxy says it (TRUSTED_PROXY_HOPS, deploy/request-guard.js);
    // the suite's app has none in front, so the header a client sends itself changes nothing.
    const fresh = await playwright.request.newContext({ baseURL: APP });
    const first = await fresh.get('/login', { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(setCookies(first, XSRF)).toEqual([expect.not.stringMatching(/Secure/)]);
    await fresh.dispose();

    const { id, csrf } = await startFlow(page.request);
    const signIn = await page.request.post(`/auth/self-service/login?flow=${id}`, {
      headers: { accept: 'application/json', origin: APP, 'x-forwarded-proto': 'https' },
      data: { method: 'password', identifier: account.email, password: account.password, csrf_token: csrf },
    });
    expect(signIn.ok(), `sign-in: ${signIn.status()}`).toBe(true);
    expect(setCookies(signIn, XSRF)).toEqual([expect.stringMatching(/^XSRF-TOKEN=[0-9a-f]{32}; /)]);
    expect(setCookies(signIn, XSRF)).toEqual([expect.not.stringMatching(/Secure/)]);
  });

  test('a session without an XSRF cookie opens its first page without a detour through /login', async ({
    page,
    context,
    account,
  }) => {
    await signInAs(page, account);
    await context.clearCookies({ name: XSRF });
    expect(await xsrfToken(context)).toBeUndefined();
    const response = await page.request.get('/transactions', { maxRedirects: 0 });
    expect(response.status(), response.headers()['location'] ?? '').toBe(200);
    expect(setCookies(response, XSRF)).toHaveLength(1);
  });
});
