/**
 * Hardening cases of the app as a whole:
 * - an id alone reveals no transaction, through the page or the API;
 * - security headers: a nonce-based CSP on every page and on a prefetch, nosniff and frame-ancestors 'none' on the
 *   /api and /auth answers, HSTS over https, the screens free of CSP violations, the camera allowed on /kyc only;
 * - personal cookies: forgotten at sign-out and when another person signs in on the same browser, never written back
 *   by a page being left, and a wallet= pre-fill taken only inside a partner's widget session;
 * - no server value or sandbox secret in the browser bundle;
 * - client-controlled headers and API-given URLs: a prefetch's own x-current-path, third-party and plain-http hops of an
 *   API-given URL.
 *
 * Each test that signs in or needs a transaction has an account of its own (signed in without the screens).
 *
 * Related cases live elsewhere:
 * - path traversal, an open redirect through `next` and CSRF: e2e/boundary.spec.ts;
 * - a client's Cache-Control on the legal documents: e2e/public-pages.spec.ts (with the other faults of their source);
 * - the API's own KYC and billing gates: e2e/order-gates.spec.ts;
 * - the 401 loop (counted navigations): e2e/errors.spec.ts "a product-API 401 while the identity session…";
 * - unit cases: lib/security/headers.test.ts, lib/cookies/*.test.ts, lib/order/draft.test.ts,
 *   lib/config/*.test.ts (a production start without its variables exits, listing them),
 *   components/errors/general-error.test.tsx (production's generic banner), lib/security/api-url.test.ts,
 *   sandbox/identity/kratos-config.test.ts (Kratos's allowed_return_urls = the partner origins).
 */
import type { APIResponse, Page } from '@playwright/test';
import { hydrated } from './hydration';
import { signOut } from './security-helpers';
import { APP, expect, newAccount, sandbox, SANDBOX, signInAs, test, type Account, byTestId } from './support';
import { seedTransactionId } from '../sandbox/api/store';

const STELLAR = `G${'B'.repeat(55)}`;

/** The account's own completed deposit (its copy of the demo seed: status index 9, completed; even: a deposit). */
const completedDeposit = (account: Account) => seedTransactionId(account.email, 28);

/**
 * The page's nonce CSP: the policy's script-src nonce, which every script tag of the page carries.
 * @returns the nonce, for a test that compares it with another answer's
 */
async function expectNonceCsp(response: APIResponse): Promise<string> {
  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/** Records the browser's CSP violation reports (console messages) of the page and the pages it navigates to. */
function recordCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('an id alone reveals no transaction, through the page or the API', async ({ page, account }) => {
  const id = completedDeposit(account);
  await page.goto(`/final-step?id=${id}`);
  await expect(byTestId(page, 'final-step-sign-in')).toBeVisible();
  await expect(byTestId(page, 'final-step-status')).toHaveCount(0);
  const api = await page.request.get(`/api/v1/transaction-info/${id}`);
  expect(api.ok()).toBe(false);
});

test.describe('security headers', () => {
  test("pages: a nonce-based CSP with default-src 'self', frame-ancestors as before, nosniff, referrer, permissions", async ({
    request,
  }) => {
    const login = await request.get('/login');
    const headers = login.headers();
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    // Every script of the page carries this response's nonce; the next response has another.
    const nonce = await expectNonceCsp(login);
    expect(csp).toContain(
      "frame-ancestors 'self' http://localhost:4011 http://localhost:4012 http://localhost:4013 http://localhost:4014",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined(); // plain http here; HSTS only over https
    const again = (await request.get('/login')).headers()['content-security-policy'];
    expect(again).not.toContain(`'nonce-${nonce}'`);
    // HSTS comes with https as a trusted TLS-ending proxy says it (TRUSTED_PROXY_HOPS, deploy/request-guard.js). The
    // suite's app has no proxy in front, so a client's own X-Forwarded-Proto turns nothing on.
    const forged = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
  });

  test("a browser's prefetch of a page (<link rel=prefetch>: Purpose: prefetch) gets the page's nonce CSP", async ({
    request,
  }) => {
    await expectNonceCsp(await request.get('/error', { headers: { purpose: 'prefetch' } }));
  });

  test('/api and /auth answers: nosniff and frame-ancestors none', async ({ request }) => {
    for (const path of ['/api/v1/rates', '/auth/sessions/whoami']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
    }
  });

  test('the screens run under the policy without a violation; the camera is allowed on /kyc only', async ({
    page,
    account,
  }) => {
    const violations = recordCspViolations(page);
    await page.goto('/widget');
    await expect(byTestId(page, 'widget')).toBeVisible();
    await signInAs(page, account, '/transactions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const kyc = await page.goto('/kyc');
    expect(kyc?.headers()['permissions-policy']).toContain('camera=*');
    await page.goto('/order');
    await expect(byTestId(page, 'order-amount-in')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('personal cookies', () => {
  const personal = ['userEmail', 'countryResidence', 'orderFormData', 'transactionGUID', 'transactionFilters'];

  /** The personal cookies `account`'s visit leaves in the browser (spec §3). */
  async function plantPersonalCookies(page: Page, account: Account) {
    await page.context().addCookies([
      { name: 'userEmail', value: account.email, url: APP },
      { name: 'countryResidence', value: 'BR', url: APP },
      { name: 'orderFormData', value: encodeURIComponent('{"mode":"on-ramp","amount":"150"}'), url: APP },
      { name: 'transactionGUID', value: completedDeposit(account), url: APP },
      { name: 'transactionFilters', value: 'kind%3Ddeposit', url: APP },
    ]);
  }

  const names = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

  test("sign-out forgets the person's e-mail, country, order form and transaction ids", async ({ page, account }) => {
    await signInAs(page, account, '/transactions');
    await plantPersonalCookies(page, account);
    await signOut(page);
    await expect.poll(async () => (await names(page)).filter((n) => personal.includes(n))).toEqual([]);
    expect(await names(page)).toContain('language'); // the browser's own choices stay
  });

  test('a filter changed while signing out is not written back after the cookies are forgotten', async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/transactions?kind=deposit');
    await hydrated(page);
    // The page being left runs until the next document arrives; here the logout itself (Kratos's logout_url) is held,
    // and the moment sign-out forgets the filters cookie the person changes a filter (the page's own listener: the
    // test's actions wait for the pending navigation, the page does not).
    await page.evaluate(() => {
      const type = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Type');
      const select = document.getElementById(type?.htmlFor ?? '');
      if (!(select instanceof HTMLSelectElement)) throw new Error('no Type filter');
      // Chromium's Cookie Store API (not in TypeScript's DOM library yet): a change event names the deleted cookies.
      const store = (window as unknown as { cookieStore: EventTarget }).cookieStore;
      const onChange = (event: Event) => {
        const { deleted } = event as Event & { deleted: { name: string }[] };
        if (!deleted.some((cookie) => cookie.name === 'transactionFilters')) return;
        store.removeEventListener('change', onChange);
        select.value = 'withdrawal';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      store.addEventListener('change', onChange);
    });
    let leave!: () => void;
    const held = new Promise<void>((resolve) => (leave = resolve));
    await page.context().route(
      (url) => url.pathname.endsWith('/self-service/logout'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The list asks for the new filter in the same commit whose effect writes the filters cookie.
    const refiltered = page.waitForRequest((request) => /\/user\/transactions\?.*kind=withdrawal/.test(request.url()));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await refiltered;
    leave();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await names(page)).filter((n) => personal.includes(n))).toEqual([]);
  });

  test("another person signing in does not inherit the last person's cookies", async ({ page, request, account }) => {
    // The last person (the test's account) left their cookies; the next one has an account of their own, with no data.
    const next = await newAccount(request, 'fresh');
    await plantPersonalCookies(page, account);
    await signInAs(page, next, '/order');
    // The first render after sign-in is already clean: the last person's half-filled order is not pre-filled.
    await expect(byTestId(page, 'order-amount-in')).toBeVisible();
    await expect(byTestId(page, 'order-amount-in')).not.toHaveValue('150');
    // The order screen keeps the new person's own (fresh) form in orderFormData; nothing else of the last person's.
    await expect
      .poll(async () =>
        (await names(page)).filter((n) => personal.includes(n) && n !== 'userEmail' && n !== 'orderFormData'),
      )
      .toEqual([]);
    const form = (await page.context().cookies()).find((c) => c.name === 'orderFormData');
    expect(decodeURIComponent(form?.value ?? '')).not.toContain('"150"');
    // The cookies now name their new owner (written once the browser knows who is signed in).
    await expect
      .poll(async () => {
        const email = (await page.context().cookies()).find((c) => c.name === 'userEmail');
        return decodeURIComponent(email?.value ?? '');
      })
      .toBe(next.email);
  });

  test('a wallet= in an ordinary link does not pre-fill the order', async ({ page }) => {
    await page.goto(`/decision-flow?amount_in=150&payment_currency=BRL&wallet=${STELLAR}`);
    await byTestId(page, 'choose-buy').click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(byTestId(page, 'order-amount-in')).toHaveValue('150'); // the harmless prefill still applies
    await byTestId(page, 'order-continue').click();
    await expect(byTestId(page, 'order-address')).toHaveValue('');
    const form = (await page.context().cookies()).find((c) => c.name === 'orderFormData');
    expect(decodeURIComponent(form?.value ?? '')).not.toContain(STELLAR);
  });
});

test('no server value or sandbox secret ships in the browser bundle', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!);
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const js = await (await request.get(src)).text();
    expect(js, src).not.toContain('sandbox-transaction-token-key');
    expect(js, src).not.toContain('127.0.0.1:4433');
    expect(js, src).not.toContain('__sandbox/pages/terms');
  }
});

test.describe('client-controlled headers and API-given URLs', () => {
  test("a prefetch's own x-current-path never reaches the page (401 return-to)", async ({ page, account }) => {
    await signInAs(page, account, '/transactions');
    await sandbox.fault(page.request, { method: 'GET', path: '/user/transactions', status: 401, times: 2 });
    const response = await page.request.get('/transactions?kind=deposit', {
      headers: { 'next-router-prefetch': '1', 'x-current-path': '/forged-by-the-client' },
      maxRedirects: 0,
    });
    const where = `${response.headers()['location'] ?? ''} ${await response.text()}`;
    expect(where).toContain('returnTo');
    expect(where).not.toContain('forged-by-the-client');
  });

  test('API-given URLs: a third-party hop gets no cookies or XSRF header; plain http elsewhere is refused', async ({
    page,
  }) => {
    const RAMP = '/ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC&crypto_method_guid=pix';
    const hops: Record<string, string>[] = [];
    await page.route('https://hop.provider.example/**', async (route) => {
      hops.push(route.request().headers());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': APP },
        body: JSON.stringify({ url: `${SANDBOX}/__sandbox/pages/checkout`, action: 'finish' }),
      });
    });
    await page.route('https://127.0.0.1:4010/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Provider checkout</h1>' }),
    );
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'the-apps-own-token', url: APP }]);
    await sandbox.fault(page.request, {
      method: 'GET',
      path: '/order-ramp',
      status: 200,
      body: { url: 'https://hop.provider.example/next', action: 'redirect' },
    });
    await page.goto(RAMP);
    await expect(page.getByRole('heading', { name: 'Provider checkout' })).toBeVisible();
    expect(hops).toHaveLength(1);
    expect(hops[0]!['x-xsrf-token']).toBeUndefined();
    expect(hops[0]!['cookie']).toBeUndefined();

    const plainHttp: string[] = [];
    await page.route('http://hop.provider.example/**', async (route) => {
      plainHttp.push(route.request().url());
      await route.abort();
    });
    await sandbox.fault(page.request, {
      method: 'GET',
      path: '/order-ramp',
      status: 200,
      body: { url: 'http://hop.provider.example/next', action: 'redirect' },
    });
    await page.goto(RAMP);
    await expect(byTestId(page, 'ramp-error')).toBeVisible();
    expect(plainHttp).toEqual([]);
  });
});
