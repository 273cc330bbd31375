/**
 * Security through the running app and the sandbox (docs/security.md): Kratos's token headers never pass /auth, a
 * new password signs every other browser out and keeps this one, /security?flow= is framable only for the settings
 * flow a recovery of this session made, `?message=` shows only the product's own messages, and the sandbox's Sentry
 * ingest does not answer through the app's API proxy.
 */
import type { APIRequestContext } from '@playwright/test';
import { closeBrowsers, expectSignedOut, signedInPage, whoami } from './account-session-browsers';
import { startFlow } from './kratos-login';
import { card } from './security-helpers';
import { APP, apiWriteHeaders, expect, sandbox, signInAs, test, byTestId, byText } from './support';

test.afterEach(closeBrowsers);

/** The frame-ancestors directive of a CSP header. */
function frameAncestors(csp: string | undefined): string | undefined {
  return /frame-ancestors [^;]+/.exec(csp ?? '')?.[0];
}

/** A password-only session token of `account` from Kratos's API login flow, through the app's /auth proxy. */
async function apiSessionToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const flow = await request.get('/auth/self-service/login/api', { headers: { accept: 'application/json' } });
  expect(flow.ok(), `login/api: ${flow.status()}`).toBe(true);
  const { id } = (await flow.json()) as { id: string };
  const login = await request.post(`/auth/self-service/login?flow=${id}`, {
    headers: { accept: 'application/json' },
    data: { method: 'password', identifier: email, password },
  });
  expect(login.ok(), `password sign-in: ${login.status()} ${await login.text()}`).toBe(true);
  const body = (await login.json()) as { session_token: string; session: { authenticator_assurance_level: string } };
  expect(body.session.authenticator_assurance_level).toBe('aal1');
  return body.session_token;
}

test.describe('token headers through /auth (an aal1 session of a two-factor account)', () => {
  test.use({ seed: 'mfa' });

  test('X-Session-Token and Authorization neither list nor end the owner’s sessions', async ({
    browser,
    playwright,
    account,
  }) => {
    const owner = await signedInPage(browser, account, '/transactions');
    const before = await whoami(owner);
    expect(before.status).toBe(200);
    // A client without the owner's cookies (Kratos refuses an API sign-in beside a browser session): the password-only
    // token it gets is its only credential.
    const stranger = await playwright.request.newContext({ baseURL: APP });
    try {
      const token = await apiSessionToken(stranger, account.email, account.password);
      const tokenHeaders: Array<Record<string, string>> = [
        { 'X-Session-Token': token },
        { Authorization: `Bearer ${token}` },
      ];
      for (const headers of tokenHeaders) {
        const list = await stranger.get('/auth/sessions', { headers: { ...headers, accept: 'application/json' } });
        expect([401, 403], `GET /auth/sessions: ${await list.text()}`).toContain(list.status());
        const one = await stranger.delete(`/auth/sessions/${before.id}`, { headers });
        expect([401, 403]).toContain(one.status());
        const all = await stranger.delete('/auth/sessions', { headers });
        expect([401, 403]).toContain(all.status());
        expect(await all.text()).not.toContain('count');
      }
    } finally {
      await stranger.dispose();
    }
    // The owner's session is still there.
    expect((await whoami(owner)).id).toBe(before.id);
  });
});

test.describe('a password change (Kratos revoke_active_sessions)', () => {
  test.use({ seed: 'fresh' });

  test('signs the second browser out and keeps the first signed in', async ({ browser, account }) => {
    const second = await signedInPage(browser, account, '/transactions');
    const first = await signedInPage(browser, account, null);
    await first.goto('/security');
    await expect(first).toHaveURL(/\/security\?flow=/);
    await expect(byTestId(first, 'security-settings')).toBeVisible();
    const password = card(first, 'password');
    await expect(password).toContainText('signs you out on every other device');
    await password.getByLabel(/^password/i).fill(`${account.password}-changed`);
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(byText(first, 'Your changes have been saved.').first()).toBeVisible();

    expect((await whoami(second)).status).toBe(401);
    await expectSignedOut(second);
    expect((await whoami(first)).status).toBe(200);
    await first.goto('/transactions');
    await expect(first).toHaveURL(/\/transactions$/);
  });
});

test.describe('framing of /security?flow= (partners only for a recovery of this session)', () => {
  test.use({ seed: 'fresh' });

  test('a made-up, empty or self-opened flow is not framable; the flow a recovery made is', async ({
    page,
    account,
    playwright,
  }) => {
    await signInAs(page, account, '/security');
    await expect(page).toHaveURL(/\/security\?flow=/);
    const ownFlow = new URL(page.url()).searchParams.get('flow')!;
    for (const flow of ['bogus', '', '00000000-0000-4000-8000-000000000000', ownFlow]) {
      const response = await page.request.get(`/security?flow=${flow}`, { maxRedirects: 0 });
      expect([flow, frameAncestors(response.headers()['content-security-policy'])]).toEqual([
        flow,
        "frame-ancestors 'none'",
      ]);
    }

    // A recovery by e-mailed code in a signed-out browser (Kratos's browser flow, as JSON) ends on the settings flow of
    // the session it signs in; that browser may show it to a partner's frame.
    const recovering = await playwright.request.newContext({ baseURL: APP });
    const recovery = await startFlow(recovering, 'recovery');
    const ask = await recovering.post(`/auth/self-service/recovery?flow=${recovery.id}`, {
      headers: { accept: 'application/json', origin: APP },
      data: { method: 'code', email: account.email, csrf_token: recovery.csrf },
    });
    expect(ask.ok(), `recovery e-mail: ${ask.status()}`).toBe(true);
    let code: string | null = null;
    await expect
      .poll(async () => {
        const mail = await sandbox.mail(page.request, account.email);
        code = mail.find((m) => m.template_type.startsWith('recovery_code'))?.code ?? null;
        return code;
      })
      .not.toBeNull();
    const done = await recovering.post(`/auth/self-service/recovery?flow=${recovery.id}`, {
      headers: { accept: 'application/json', origin: APP },
      data: { method: 'code', code, csrf_token: recovery.csrf },
    });
    // Kratos answers a JSON browser recovery with 422 and where the browser goes next: the settings flow.
    const next = ((await done.json()) as { redirect_browser_to?: string }).redirect_browser_to ?? '';
    expect(next, `recovery code: ${done.status()}`).toMatch(/\/security\?flow=/);
    const settings = await recovering.get(new URL(next).pathname + new URL(next).search, { maxRedirects: 0 });
    expect(frameAncestors(settings.headers()['content-security-policy'])).toContain('http://localhost:4012');
    await recovering.dispose();
  });
});

test('an unknown `?message=` is not shown, and leaves the address', async ({ page }) => {
  await page.goto('/decision-flow?message=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/decision-flow$/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(byText(page, 'Your account is locked')).toHaveCount(0);
});

test.describe("the sandbox's Sentry ingest through the app's API proxy", () => {
  test.use({ seed: 'fresh' });

  test('POST /api/v1/envelope/ gets 404 and lands nothing in the sink; no wildcard CORS under /api/v1', async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/transactions');
    const marker = `false-report-${Date.now()}`;
    const envelope = [
      JSON.stringify({ event_id: 'f'.repeat(32) }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: 'f'.repeat(32), message: marker }),
    ].join('\n');
    const answer = await page.request.post('/api/v1/envelope/', {
      headers: { ...(await apiWriteHeaders(page)), 'content-type': 'application/json' },
      data: envelope,
    });
    expect(answer.status()).toBe(404);
    const events = await sandbox.sentryEvents(page.request);
    expect(JSON.stringify(events)).not.toContain(marker);

    const preflight = await page.request.fetch('/api/v1/user/profile', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4019', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).not.toBe('*');
  });
});
