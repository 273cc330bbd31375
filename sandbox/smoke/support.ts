/** Shared pieces of the sandbox smoke check (sandbox/smoke.ts): the check runner and the HTTP helpers. */
import assert from 'node:assert/strict';
import { API_BASE_PATH, API_ORIGIN, KRATOS_PUBLIC_URL, SEED_PASSWORD } from '../config';

export const API = `${API_ORIGIN}${API_BASE_PATH}`;
export const failures: string[] = [];
export let passed = 0;

export async function check(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
    passed += 1;
    process.stdout.write(`ok   ${name}\n`);
  } catch (e) {
    failures.push(`${name}: ${(e as Error).message}`);
    process.stdout.write(`FAIL ${name}: ${(e as Error).message}\n`);
  }
}

export async function call(
  path: string,
  init: RequestInit & { token?: string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a smoke script reads loosely shaped JSON; each check asserts what it reads
): Promise<{ status: number; body: any }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('X-Session-Token', init.token);
  if (init.body && !headers.has('content-type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(path.startsWith('http') ? path : `${API}${path}`, {
    ...init,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

export async function loginFlow(): Promise<string> {
  const flow = await call(`${KRATOS_PUBLIC_URL}/self-service/login/api`);
  assert.equal(flow.status, 200);
  return flow.body.id as string;
}

export async function passwordLogin(email: string): Promise<string> {
  const id = await loginFlow();
  const res = await call(`${KRATOS_PUBLIC_URL}/self-service/login?flow=${id}`, {
    method: 'POST',
    body: JSON.stringify({ method: 'password', identifier: email, password: SEED_PASSWORD }),
  });
  assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  return res.body.session_token as string;
}

/** The tally of the checks run so far. */
export function results(): { passed: number; failures: readonly string[] } {
  return { passed, failures };
}

/** Session tokens of the three seeded identities (API login flows). */
export interface Tokens {
  demo: string;
  fresh: string;
  pending: string;
}
