/**
 * The app's boundary: the API and /auth proxies cannot leave their upstream base (no encoded or dotted variant of `..`
 * reaches the sandbox's own endpoints), never route Kratos's admin API, strip the upstream's banners, and refuse a
 * cross-site or token-less state-changing API call. The signed-in cases use an account of their own.
 */
import { APP, expect, signInAs, test } from './support';

const TRAVERSALS = [
  '/api/v1/%252e%252e/%252e%252e/__sandbox/health',
  '/api/v1/%252E%252E/%252E%252E/__sandbox/health',
  '/api/v1/.%252e/.%252e/__sandbox/health',
  '/api/v1/%252e%252e%252f%252e%252e%252f__sandbox/health',
  '/api/v1/%25252e%25252e/%25252e%25252e/__sandbox/health',
  '/api/v1/..%252f..%252f__sandbox/health',
  '/api/v1/..;/..;/__sandbox/health',
  '/api/v1/%252e%252e/%252e%252e/__sandbox/mail?to=someone%40example.com',
  '/auth/%252e%252e/__sandbox/health',
];

for (const path of TRAVERSALS) {
  test(`the proxy refuses ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toContain('"status":"ok"');
  });
}

test("Kratos's admin API is never routed, and answers carry no upstream banner", async ({ request }) => {
  const admin = await request.get('/auth/admin/identities');
  expect(admin.status()).toBe(404);
  expect(await admin.text()).not.toContain('4434');
  const api = await request.get('/api/v1/rates');
  expect(api.status()).toBe(200);
  expect(api.headers()['x-powered-by']).toBeUndefined();
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  const whoami = await request.get('/auth/sessions/whoami');
  expect(whoami.status()).toBe(401);
  expect(whoami.headers()['x-content-type-options']).toBe('nosniff');
});

test('a state-changing API call from another site, as text/plain or without the XSRF token is refused', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const post = (headers: Record<string, string>, data: string) =>
    page.request.post('/api/v1/user/config', { headers, data });
  // The report's request: text/plain from a foreign origin.
  expect(
    (await post({ 'content-type': 'text/plain', origin: 'http://localhost:4019' }, '{"lang":"pt"}')).status(),
  ).toBe(403);
  const json = { 'content-type': 'application/json' };
  expect(
    (await post({ ...json, origin: 'http://localhost:4019', 'x-xsrf-token': xsrf }, '{"lang":"pt"}')).status(),
  ).toBe(403);
  expect((await post({ ...json, origin: APP }, '{"lang":"pt"}')).status()).toBe(403);
  expect((await post({ ...json, origin: APP, 'x-xsrf-token': 'forged' }, '{"lang":"pt"}')).status()).toBe(403);
  // Nothing changed; the app's own call (origin and echoed token) still works.
  const config = await page.request.get('/api/v1/user/config');
  expect(((await config.json()) as { lang: string }).lang).toBe('en');
  expect((await post({ ...json, origin: APP, 'x-xsrf-token': xsrf }, '{"lang":"en"}')).status()).toBe(200);
});

test('a `next` hiding another site behind the app origin is not followed (/kyc, /billing-details)', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  for (const screen of ['/kyc', '/billing-details']) {
    await page.goto(`${screen}?next=${encodeURIComponent('http://localhost:3000//evil.example/x')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href^="//"], a[href*="evil.example"]')).toHaveCount(0);
  }
});
