/**
 * The cookies of spec §3 that belong to the person signed in: their e-mail, country of residence,
 * half-filled order, signed order, transaction filters and the last transaction id. They are forgotten at sign-out
 * and when a different person signs in on the same browser (components/session/personal-cookies.ts); theme,
 * language and the widget session are the browser's, not the person's, and stay. Pure module, unit-tested.
 */
import { COOKIE, type CookieName } from './index';

/** The person's cookies (spec §3). */
export const PERSONAL_COOKIES = [
  COOKIE.userEmail,
  COOKIE.countryResidence,
  COOKIE.orderFormData,
  COOKIE.transactionSignatureData,
  COOKIE.transactionGUID,
  COOKIE.transactionFilters,
] as const satisfies readonly CookieName[];

/** The name of one of the person's cookies. */
export type PersonalCookie = (typeof PERSONAL_COOKIES)[number];

/**
 * Do the cookies in this browser belong to someone else than the identity now signed in?
 * @param cookieEmail the userEmail cookie's value (the last person the app saw here), if any.
 * @param identityEmail the signed-in identity's e-mail trait, if any.
 * @returns true when both are known and differ (case-insensitively): the cookies must be forgotten.
 */
export function belongsToAnotherPerson(
  cookieEmail: string | null | undefined,
  identityEmail: string | null | undefined,
): boolean {
  const before = cookieEmail?.trim().toLowerCase();
  const now = identityEmail?.trim().toLowerCase();
  return !!before && !!now && before !== now;
}

/** The e-mail trait of an identity session (Kratos `identity.traits.email`), if it has one. */
export function identityEmail(session: { identity?: { traits?: Record<string, unknown> } } | null): string | null {
  const email = session?.identity?.traits?.email;
  return typeof email === 'string' && email ? email : null;
}

/**
 * The userEmail cookie value (spec §3) for an e-mail address, or null when it is not one (over 254 characters,
 * or not `local@domain`). Re-exported by lib/order/form-cookie.
 */
export function userEmailValue(email: string | null | undefined): string | null {
  const value = email?.trim() ?? '';
  return value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null;
}
