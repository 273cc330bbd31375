/**
 * The production topology, against the standalone build: two app instances (`node .next/standalone/start.js`) behind
 * nginx, one Ory Kratos on PostgreSQL, the product API sandbox (e2e/production/topology.ts); last, production's own
 * deploy/kratos.yml with and without its sign-in methods' variables. Runs after the main suite with its own config
 * (playwright.production.config.ts), since it uses the sandbox's ports itself.
 */
import { PASSKEY_SIGN_IN } from './kratos-login';
import { ALL_METHODS } from './production/deploy-kratos';
import { AddressClient } from './production/from-address';
import {
  changePassword,
  cookieHeader,
  loginFlow,
  loginFlowNodes,
  postPassword,
  signedInClient,
  status,
} from './production/requests';
import { Topology, GRACE_MS, INSTANCE_PORTS, PROXY_PORT } from './production/topology';
import { PASSWORD, SANDBOX, apiWriteHeaders, expect, signIn, submitPassword, test, byTestId } from './support';
import { offersGoogle, offersPasskey } from '../lib/auth/sign-in-methods';
import { createIdentity } from '../sandbox/identity/kratos-client';

test.describe.configure({ mode: 'serial' });

const topology = new Topology();
/** The topology's own sandbox, seeded at its start: this spec alone uses it, so it signs in as a seeded account. */
const SEEDED = 'demo@example.com';
const [FIRST, SECOND] = INSTANCE_PORTS;
const at = (port: number, path: string) => `http://localhost:${port}${path}`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await topology.start();
});

test.afterAll(async () => {
  await topology.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const instanceLogs = topology.instances.map((i) => `--- :${i.port}\n${i.logs.slice(-40).join('\n')}`);
  await testInfo.attach('topology.log', { body: [...topology.log.slice(-80), ...instanceLogs].join('\n') });
});

test('a session and a settings change made through one instance are served by the other', async ({ page }) => {
  await signIn(page, SEEDED);
  for (const port of INSTANCE_PORTS) {
    await page.goto(at(port, '/transactions'));
    await expect(page).toHaveURL(at(port, '/transactions'));
    await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
  }

  const headers = await apiWriteHeaders(page);
  for (const [writer, reader, lang] of [
    [FIRST, SECOND, 'pt'],
    [SECOND, FIRST, 'en'],
  ] as const) {
    const write = await page.request.post(at(writer, '/api/v1/user/config'), { data: { lang }, headers });
    expect(write.ok(), `POST /user/config through :${writer}`).toBe(true);
    const read = await page.request.get(at(reader, '/api/v1/user/config'));
    expect(((await read.json()) as { lang: string }).lang).toBe(lang);
  }
});

test('one request id follows a request through the proxy, the app and the product API', async ({ page }) => {
  await signIn(page, SEEDED);
  // The wallets load fails during the traced request: the app's own error line must carry the same id.
  const fault = await page.request.post(`${SANDBOX}/__sandbox/faults`, {
    data: { method: 'GET', path: '/user/wallets', status: 503 },
  });
  expect(fault.status()).toBe(201);
  const traced = await page.request.get('/transactions', { headers: { 'x-request-id': 'e2e-production-trace-1' } });
  expect(traced.status()).toBe(200);
  expect(traced.headers()['x-request-id']).toBe('e2e-production-trace-1');
  expect(topology.apiRequestIds).toContain('e2e-production-trace-1');
  // The instances' lines reach this process through pipes: wait for them rather than read them once.
  const tracedLines = () =>
    topology.instances
      .flatMap((i) => i.logs)
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.reqId === 'e2e-production-trace-1');
  await expect
    .poll(tracedLines)
    .toContainEqual(expect.objectContaining({ msg: 'request', method: 'GET', path: '/transactions', status: 200 }));
  await expect
    .poll(tracedLines)
    .toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining('user wallets (wallet filter) failed') }),
    );

  // Without one, nginx makes it ($request_id: 32 hex digits) and the app passes it on.
  const untraced = await page.request.get('/transactions');
  const made = untraced.headers()['x-request-id'];
  expect(made).toMatch(/^[0-9a-f]{32}$/);
  expect(topology.apiRequestIds).toContain(made);

  // A malformed one (here: 200 characters, meant to flood the logs) is replaced by the app with a UUID.
  const flooded = await page.request.get('/transactions', { headers: { 'x-request-id': 'x'.repeat(200) } });
  expect(flooded.headers()['x-request-id']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

test('a page switched off in production (notFound()) takes the browser to the no-match screen, /404', async ({
  page,
}) => {
  // /test-sentry-error without ENABLE_TEST_SENTRY_ERROR (off by default in production): its notFound() renders
  // app/not-found.tsx.
  const noMatch = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/404' && response.request().isNavigationRequest(),
    { timeout: 15_000 },
  );
  const answer = await page.goto(at(PROXY_PORT, '/test-sentry-error'));
  expect(answer?.status(), 'the switched-off page itself answers 404').toBe(404);
  expect((await noMatch).status()).toBe(404);
  await expect(page).toHaveURL(at(PROXY_PORT, '/404'));
  await expect(byTestId(page, 'not-found')).toBeVisible();
});

test('Kratos restarted: /readyz says so meanwhile, the person stays signed in, the account remains', async ({
  page,
  browser,
}) => {
  await signIn(page, SEEDED);
  await topology.stopKratos();
  for (const port of INSTANCE_PORTS) {
    expect(await status(at(port, '/healthz'))).toBe(200);
    const ready = await fetch(at(port, '/readyz'));
    expect(ready.status).toBe(503);
    const text = await ready.text();
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', checks: { identity: 'down', api: 'ok' } });
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|443[34]|kratos|v\d+\.\d+/i);
  }

  await topology.startKratos();
  for (const port of INSTANCE_PORTS) {
    await expect.poll(() => status(at(port, '/readyz'))).toBe(200);
    expect(await status(at(port, '/healthz'))).toBe(200);
  }
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(byTestId(page, 'transaction-row').first()).toBeVisible();

  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signIn(freshPage, SEEDED);
  await expect(freshPage).toHaveURL(/\/transactions/);
  await fresh.close();
});

test('SIGTERM: the request in flight completes, the instance exits 0, the other keeps serving', async ({ page }) => {
  await signIn(page, SEEDED);
  const cookie = await cookieHeader(page, at(PROXY_PORT, ''));
  const first = topology.instances.find((i) => i.port === FIRST)!;
  // The next GET /user/transactions (the /transactions screen's server-side load) waits 4 s in the API.
  const fault = await page.request.post(`${SANDBOX}/__sandbox/faults`, {
    data: { method: 'GET', path: '/user/transactions', delayMs: 4_000 },
  });
  expect(fault.status()).toBe(201);
  const slow = fetch(at(FIRST, '/transactions'), { headers: { cookie }, redirect: 'manual' }).then(async (r) => ({
    status: r.status,
    body: await r.text(),
  }));
  // The request is in flight once the API has taken the fault.
  await expect.poll(async () => (await (await fetch(`${SANDBOX}/__sandbox/faults`)).json()).length).toBe(0);
  first.process.kill('SIGTERM');

  await expect.poll(() => status(at(FIRST, '/healthz'))).toBe('refused');
  const answered = await slow;
  expect(answered.status).toBe(200);
  expect(answered.body).toContain('data-testid="transaction-row"');
  expect(await Promise.race([first.exited, new Promise((r) => setTimeout(r, GRACE_MS, 'still running'))])).toBe(0);

  for (let i = 0; i < 4; i += 1) expect(await status(at(PROXY_PORT, '/healthz'))).toBe(200);
  expect(await status(at(SECOND, '/readyz'))).toBe(200);
  await page.goto('/transactions');
  await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
});

test('heap over its threshold: /readyz says draining, the instance exits 0, no request through nginx fails', async () => {
  // In place of the instance the SIGTERM test stopped, as the restart policy would: one whose threshold (1 MB) any
  // heap is over, so its guard drains it after its second check (deploy/heap-guard.js).
  const draining = await topology.replaceInstance(FIRST, { HEAP_DRAIN_MB: '1', HEAP_DRAIN_DELAY_MS: '3000' });
  const answers: Array<number | 'refused'> = [];
  const readiness = new Set<number | 'refused'>();
  // nginx shares these between the two instances until the draining one stops; they are the traffic it must not drop.
  while (draining.process.exitCode === null) {
    answers.push(await status(at(PROXY_PORT, '/error')));
    readiness.add(await status(at(FIRST, '/readyz')));
  }
  expect(await draining.exited).toBe(0);
  expect(readiness).toContain(503);
  expect(draining.logs.join('\n')).toContain('heap over its threshold: not ready, draining');
  expect(answers.length).toBeGreaterThan(10);
  expect(answers.filter((s) => s !== 200)).toEqual([]);

  // The restart policy's fresh instance serves again.
  await topology.replaceInstance(FIRST);
  await expect.poll(() => status(at(FIRST, '/readyz'))).toBe(200);
});

test('password guessing: the 11th quick sign-in attempt from one address gets 429, another address signs in', async () => {
  // An account of this test's own, and two client addresses no other test uses (the browser's is 127.0.0.1).
  const email = `ratelimit-${Date.now().toString(36)}@accounts.example.com`;
  await createIdentity(email);
  const guesser = new AddressClient('127.0.0.2');
  const other = new AddressClient('127.0.0.3');

  const flow = await loginFlow(guesser);
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const wrong = await postPassword(guesser, flow, email, `wrong-${attempt}`);
    expect(wrong.status, `wrong password ${attempt}: ${wrong.body.slice(0, 200)}`).toBe(400);
  }
  const limited = await postPassword(guesser, flow, email, PASSWORD);
  expect(limited.status, 'the 11th attempt, the right password included, is refused').toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.headers['set-cookie'], 'no session for the refused attempt').toBeUndefined();

  // Reading flows and the session stays open to the limited address; only submissions are limited.
  expect((await guesser.send('GET', '/auth/self-service/login/browser', { accept: 'application/json' })).status).toBe(
    200,
  );
  expect((await guesser.send('GET', '/auth/sessions/whoami', { accept: 'application/json' })).status).toBe(401);

  // Another address is not affected: its right password signs in.
  const signedIn = await postPassword(other, await loginFlow(other), email, PASSWORD);
  expect(signedIn.status, signedIn.body.slice(0, 200)).toBe(200);
  const whoami = await other.send('GET', '/auth/sessions/whoami', { accept: 'application/json' });
  expect(whoami.status).toBe(200);
  expect((JSON.parse(whoami.body) as { identity: { traits: { email: string } } }).identity.traits.email).toBe(email);
});

test.describe("production's deploy/kratos.yml (sessions, passkeys, Google), through kratos-methods.sh", () => {
  // Production's Kratos takes the sandbox configuration's place on the same database; the sandbox's comes back after.
  test.afterAll(async () => {
    await topology.stopKratos();
    await topology.startKratos();
  });

  test('variables unset: a flow without them, /login without the Google link, /login-google says so', async ({
    page,
  }) => {
    await topology.stopKratos();
    await topology.startKratos({});
    const nodes = await loginFlowNodes();
    expect(nodes.some((n) => n.group === 'password')).toBe(true);
    expect(nodes.filter((n) => n.group === 'oidc' || n.group === 'passkey')).toEqual([]);

    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(byTestId(page, 'google-sign-in')).toHaveCount(0);
    await expect(page.getByRole('button', { name: PASSKEY_SIGN_IN })).toHaveCount(0);

    // An old link to the Google screen: it says Google is not offered and leads to /login, the return URL kept.
    await page.goto('/login-google?returnTo=%2Fprofile');
    await expect(page.getByRole('heading', { name: 'Google sign-in is not available' })).toBeVisible();
    await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
    await byTestId(page, 'sign-in-method-unavailable')
      .getByRole('link', { name: 'Sign in with email instead' })
      .click();
    await expect(page).toHaveURL(/\/login\?flow=/);
    await submitPassword(page, SEEDED);
    await expect(page).toHaveURL(at(PROXY_PORT, '/profile'));
  });

  test('a new password ends every other session of the identity and keeps the one that set it', async () => {
    await topology.stopKratos();
    await topology.startKratos({});
    const email = `revoke-${Date.now().toString(36)}@accounts.example.com`;
    await createIdentity(email);
    const [setter, other] = [
      await signedInClient('127.0.0.5', email, PASSWORD),
      await signedInClient('127.0.0.6', email, PASSWORD),
    ];
    const changed = await changePassword(setter, `${PASSWORD}-new`);
    expect(changed.status, changed.body.slice(0, 200)).toBe(200);
    const whoami = (client: AddressClient) =>
      client.send('GET', '/auth/sessions/whoami', { accept: 'application/json' });
    expect((await whoami(other)).status).toBe(401);
    expect((await whoami(setter)).status).toBe(200);
  });

  test('variables set: a flow offers passkey and Google (oidc), /login links to Google', async ({ page }) => {
    await topology.stopKratos();
    await topology.startKratos(ALL_METHODS);
    const nodes = await loginFlowNodes();
    expect([offersPasskey(nodes), offersGoogle(nodes)]).toEqual([true, true]);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: PASSKEY_SIGN_IN })).toBeVisible();
    await byTestId(page, 'google-sign-in').click();
    await expect(page).toHaveURL(/\/login-google\?.*flow=/);
    await expect(page.getByRole('button', { name: /google/i })).toBeVisible();
  });
});
