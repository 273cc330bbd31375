/**
 * The fault scope of a request: the `sandbox-scope` cookie a test's browser context carries. The app forwards
 * cookies to the product API both from its proxy and from server renders, so every request a test's page causes
 * carries it. A fault armed with that scope (POST /__sandbox/faults `{scope}`) meets only those requests, and two
 * tests can arm faults on the same call side by side.
 */
import { parseCookie } from 'cookie';

/** Name of the cookie that carries a request's fault scope. */
export const SCOPE_COOKIE = 'sandbox-scope';

const SCOPE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` is a valid scope: 1–64 of `A-Z a-z 0-9 _ -`. */
export function isScope(value: unknown): value is string {
  return typeof value === 'string' && SCOPE_PATTERN.test(value);
}

/** The request's scope from its Cookie header; null without a valid one. */
export function scopeOf(request: Request): string | null {
  const value = parseCookie(request.headers.get('cookie') ?? '')[SCOPE_COOKIE];
  return isScope(value) ? value : null;
}
