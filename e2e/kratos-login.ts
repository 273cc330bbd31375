/**
 * Signing in without the screens, for tests that are not about them: Kratos's browser login flow driven as JSON through
 * the app's /auth proxy, and TOTP codes made with time left in their window.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { APP, type Account } from './sandbox-control';
import en from '../messages/en.json';

/** The passkey sign-in button's label in English: Kratos's message 1010021 as the app translates it. */
export const PASSKEY_SIGN_IN = en.auth.kratos['1010021'];

/** Seconds a TOTP code must still be valid for when it is made: a code near its window's end waits for the next. */
const TOTP_MARGIN_MS = 5_000;
const TOTP_PERIOD_MS = 30_000;

/**
 * The current 6-digit code of a base32 TOTP secret (SHA-1, 30 s: what Kratos uses), made with at least 5 s of its
 * window left: near the edge it waits for the next window to start (at most 5 s), so the code is still current when
 * Kratos checks it.
 */
export async function totpCode(secret: string): Promise<string> {
  const left = TOTP_PERIOD_MS - (Date.now() % TOTP_PERIOD_MS);
  if (left < TOTP_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

interface KratosFlow {
  id: string;
  ui: { nodes: Array<{ attributes: { name?: string; value?: unknown } }> };
}

/** The self-service flows a test starts as JSON. */
export type FlowKind = 'login' | 'registration' | 'recovery';

/**
 * Starts a Kratos browser flow through the app's /auth proxy, as JSON, with the context's cookies.
 * @param request a context's request client (`page.request` keeps the page's cookies).
 * @param query the browser-flow query, e.g. `?aal=aal2` ('' for none).
 * @returns the flow's id and CSRF token.
 */
export async function startFlow(
  request: APIRequestContext,
  kind: FlowKind = 'login',
  query = '',
): Promise<{ id: string; csrf: string }> {
  const response = await request.get(`/auth/self-service/${kind}/browser${query}`, {
    headers: { accept: 'application/json' },
  });
  expect(response.ok(), `${kind} flow: ${response.status()}`).toBe(true);
  const flow = (await response.json()) as KratosFlow;
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  return { id: flow.id, csrf: String(csrf ?? '') };
}

/** Submits one method of a login flow as JSON through the /auth proxy (with the app's Origin, like the browser). */
async function submitLogin(page: Page, query: string, body: Record<string, unknown>, secondStep = false) {
  const { id, csrf } = await startFlow(page.request, 'login', query);
  const response = await page.request.post(`/auth/self-service/login?flow=${id}`, {
    headers: { accept: 'application/json', origin: APP },
    data: { ...body, csrf_token: csrf },
  });
  const text = await response.text();
  // An account with a second factor gets an aal1 session and is sent on to the aal2 flow (422).
  const sentOn = secondStep && response.status() === 422 && text.includes('browser_location_change_required');
  expect(response.ok() || sentOn, `sign-in (${String(body.method)}): ${response.status()} ${text}`).toBe(true);
}

/**
 * Signs `account` in without the screens: Kratos's browser login flow through the app's /auth proxy with the page's
 * cookies, so the page's context holds a real session (and, for `mfa`, passes the second factor: aal2). For tests that
 * are not about signing in; the sign-in specs use the /login screen. Then opens `path` when one is given.
 */
export async function signInAs(page: Page, account: Account, path?: string) {
  const secondStep = Boolean(account.totpSecret);
  await submitLogin(
    page,
    '',
    { method: 'password', identifier: account.email, password: account.password },
    secondStep,
  );
  if (account.totpSecret) {
    await submitLogin(page, '?aal=aal2', { method: 'totp', totp_code: await totpCode(account.totpSecret) });
  }
  if (path) await page.goto(path);
}
