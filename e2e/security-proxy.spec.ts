/**
 * What reaches the app's upstreams through the app, as a client outside can send it:
 * - the sandbox's control endpoints are not reachable under the API base path (the proxy refuses any `__` segment,
 *   and the sandbox answers them only at its own root): no login code, TOTP secret or health answer comes back;
 * - a malformed percent-escape in the path is a 400 with a short body, on API paths and pages alike;
 * - an X-Forwarded-For a client sends is not the address Kratos records for its session.
 *
 * Raw paths go through node:http: Playwright's request client (WHATWG URL) would turn `%2e%2e` into `..` and
 * normalise it away before the app saw it.
 *
 * Unit cases: lib/security/proxy-path.test.ts (the `__` segment rule), sandbox/api/server-origin.test.ts (the
 * sandbox's own matching), deploy/request-guard.test.ts and deploy/start.test.ts (escapes and the address rule).
 */
import { request as httpRequest } from 'node:http';
import { APP, expect, signInAs, test } from './support';

/** A GET of `rawPath` exactly as written (no normalisation), with `headers`; resolves to the status and body. */
function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(APP);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the sandbox control endpoints answer nothing through the API proxy', async ({ account }) => {
  const paths = [
    `/api/v1/__sandbox/mail?to=${encodeURIComponent(account.email)}`,
    '/api/v1/__sandbox/identities/mfa',
    '/api/v1/__sandbox/health',
    '/api/v1/x/__sandbox/health',
    '/api/v1/user/%2e%2e%3f/__sandbox/health',
    '/api/v1/%5F%5Fsandbox/health',
  ];
  for (const path of paths) {
    const answer = await rawGet(path);
    expect([400, 404], `${path}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
    expect(answer.body, path).not.toMatch(/"status"\s*:\s*"ok"|totpSecret|recoveryCodes|template_type/);
  }
});

test('a malformed escape in the path answers 400 with a short body', async () => {
  for (const path of ['/api/v1/%c0%ae%c0%ae/x', '/api/v1/%u002e/x', '/transactions/%c0', '/%E0%A4%A']) {
    const answer = await rawGet(path);
    expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(400);
    expect(answer.body.length, path).toBeLessThan(200);
    expect(answer.body, path).not.toMatch(/\bat \S+:\d+|Error:/);
  }
});

test('a client-sent X-Forwarded-For is not the address Kratos records', async ({ page, account }) => {
  const forged = '203.0.113.9';
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': forged });
  await signInAs(page, account);
  const whoami = await page.request.get(`${APP}/auth/sessions/whoami`, { headers: { accept: 'application/json' } });
  expect(whoami.status()).toBe(200);
  const session = (await whoami.json()) as { identity: { traits: { email: string } }; devices?: unknown[] };
  expect(session.identity.traits.email).toBe(account.email);
  const devices = (session.devices ?? []) as Array<{ ip_address?: string }>;
  expect(devices.length, JSON.stringify(session.devices)).toBeGreaterThan(0);
  const addresses = devices.map((device) => device.ip_address ?? '');
  expect(addresses.join(', ')).not.toContain(forged);
  // Nothing in front of the app in this run (TRUSTED_PROXY_HOPS 0): the address is the connection's own, loopback.
  expect(
    addresses.some((address) => /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(address)),
    addresses.join(', '),
  ).toBe(true);
});
