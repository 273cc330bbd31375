/**
 * The sandbox's control endpoints as the browser tests use them (shared/SANDBOX.md, sandbox/README.md): accounts of a
 * test's own, faults in the test's own scope, mail, Sentry events and sign-in ages.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { NewIdentity } from '../sandbox/api/control/accounts';
import { SCOPE_COOKIE } from '../sandbox/api/scope';
import type { AccountSeed, Fault as StoredFault, FaultOptions } from '../sandbox/api/store';

/** The app's origin in the e2e runs (`APP_URL`, the `baseURL` of playwright.config.ts). */
export const APP = 'http://localhost:3000';
export const SANDBOX = 'http://127.0.0.1:4010';
export { SEED_PASSWORD as PASSWORD } from '../sandbox/config';
/** The cookie that ties a browser's requests to the faults of its test. */
export { SCOPE_COOKIE } from '../sandbox/api/scope';

/** The seeds a test account is made from (SANDBOX.md "Seeded identities"; `mfa` has demo's product data). */
export type Seed = AccountSeed;

/** A test's own account (sandbox POST /__sandbox/accounts): a fresh identity with a copy of a seed's data. */
export interface Account extends NewIdentity {
  seed: Seed;
}

/**
 * The fault scope of the test this worker runs. A worker runs one test at a time, so `sandbox.fault` arms its faults
 * for that test's browser only; null outside a test.
 */
let currentScope: string | null = null;

/** Sets the scope of the test this worker starts (null when it ends): the `scope` fixture of support.ts. */
export function setCurrentScope(scope: string | null) {
  currentScope = scope;
}

/** Makes an account of its own from `seed` (sandbox POST /__sandbox/accounts). */
export async function newAccount(request: APIRequestContext, seed: Seed = 'demo'): Promise<Account> {
  const response = await request.post(`${SANDBOX}/__sandbox/accounts`, { data: { seed } });
  expect(response.status(), `new ${seed} account: ${await response.text()}`).toBe(201);
  return (await response.json()) as Account;
}

/** The cookies a browser context of the current test carries: its fault scope and English. */
export function testCookies(scope: string | null = currentScope) {
  return [
    { name: 'language', value: 'en', url: APP },
    ...(scope ? [{ name: SCOPE_COOKIE, value: scope, url: APP }] : []),
  ];
}

/** A fault a test arms (sandbox/api/store FaultOptions; `sandbox.fault` adds the test's scope). */
export type Fault = Omit<FaultOptions, 'scope'>;

/** A fault as GET /__sandbox/faults lists it: its options and `remaining`. */
export type ArmedFault = StoredFault;

export interface MailMessage {
  to: string;
  template_type: string;
  code: string | null;
  body: string;
  created_at: string;
}

/** The sandbox's control endpoints, as a test uses them: faults in the test's own scope. */
export const sandbox = {
  /** Arms a fault for the current test's browser only (its `sandbox-scope` cookie). */
  async fault(request: APIRequestContext, fault: Fault) {
    expect(currentScope, 'sandbox.fault runs inside a test').toBeTruthy();
    const response = await request.post(`${SANDBOX}/__sandbox/faults`, { data: { ...fault, scope: currentScope } });
    expect(response.status(), 'sandbox fault').toBeLessThan(300);
  },
  /**
   * Arms a fault for every request, of any test: only for a call no browser makes and that no other test's result
   * depends on at that moment. The app server's legal-document fetch is one: it carries no cookie (one cached copy
   * serves everyone), and only its cache misses and sandbox fresh-copy requests reach the source. Use `times: 1`.
   */
  async sharedFault(request: APIRequestContext, fault: Fault) {
    const response = await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault });
    expect(response.status(), 'sandbox fault').toBeLessThan(300);
  },
  /** Clears the current test's faults. */
  async clearFaults(request: APIRequestContext) {
    await request.delete(`${SANDBOX}/__sandbox/faults`, { params: { scope: currentScope ?? '' } });
  },
  /** The current test's armed faults (each with `remaining`). */
  async faults(request: APIRequestContext): Promise<ArmedFault[]> {
    const response = await request.get(`${SANDBOX}/__sandbox/faults`, { params: { scope: currentScope ?? '' } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as ArmedFault[];
  },
  /** Makes every session of `account` count as signed in `seconds` earlier (a stale sign-in). */
  async ageSignIn(request: APIRequestContext, account: Account, seconds: number) {
    const response = await request.post(
      `${SANDBOX}/__sandbox/accounts/${encodeURIComponent(account.email)}/sign-in-age`,
      { data: { seconds } },
    );
    expect(response.status(), `age the sign-in: ${await response.text()}`).toBe(200);
  },
  /** How many whoami calls Kratos has answered with a session of `account` (the app's server's and browsers'). */
  async whoamiCalls(request: APIRequestContext, account: Account): Promise<number> {
    const response = await request.get(`${SANDBOX}/__sandbox/identities/${account.identityId}/whoami-calls`);
    expect(response.status(), 'whoami calls').toBe(200);
    return ((await response.json()) as { count: number }).count;
  },
  async mail(request: APIRequestContext, to: string): Promise<MailMessage[]> {
    const response = await request.get(`${SANDBOX}/__sandbox/mail`, { params: { to } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as MailMessage[];
  },
  async sentryEvents(request: APIRequestContext): Promise<Array<Record<string, unknown>>> {
    const response = await request.get(`${SANDBOX}/__sandbox/sentry`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as Array<Record<string, unknown>>;
  },
};
