'use client';

/**
 * Writes the order flow's cookies in the browser (spec §3; values and parsing in lib/order/form-cookie.ts),
 * with the options of spec §9 (lib/cookies cookieOptions: parent domain, path /, year 9999). They are the person's
 * cookies: written through lib/cookies/personal-browser, so nothing is written once the page has signed out.
 */
import { deleteCookie } from 'cookies-next/client';
import { COOKIE, cookieDeleteOptions } from '@/lib/cookies';
import { setPersonalCookie } from '@/lib/cookies/personal-browser';
import type { OrderDraft } from '@/lib/order/draft-fields';
import {
  countryValue,
  serializeOrderForm,
  serializeSignatureData,
  transactionGuidValue,
  userEmailValue,
  type SignatureData,
} from '@/lib/order/form-cookie';

/** Deletion names the same domain, path and partition (a partitioned cookie in a partner's frame, lib/cookies). */
const deleteOptions = () => cookieDeleteOptions();

/** Saves the half-filled form (orderFormData). */
export function saveOrderDraft(draft: OrderDraft): void {
  setPersonalCookie(COOKIE.orderFormData, serializeOrderForm(draft));
}

/** Saves the signed order (transactionSignatureData); a value too large for a cookie is not written. */
export function saveSignatureData(data: SignatureData): void {
  const value = serializeSignatureData(data);
  if (value) setPersonalCookie(COOKIE.transactionSignatureData, value);
}

/** Forgets a signed order (the form is no longer that order). */
export function clearSignatureData(): void {
  deleteCookie(COOKIE.transactionSignatureData, deleteOptions());
}

/** Forgets the form and the signed order once the order exists. */
export function clearOrderCookies(): void {
  deleteCookie(COOKIE.orderFormData, deleteOptions());
  deleteCookie(COOKIE.transactionSignatureData, deleteOptions());
}

/** Remembers what the flow learnt: the e-mail, the country of residence, the created transaction's guid. */
export function rememberOrderFacts(facts: {
  userEmail?: string | null;
  countryResidence?: string | null;
  transactionGUID?: string | null;
}): void {
  const email = userEmailValue(facts.userEmail);
  if (email) setPersonalCookie(COOKIE.userEmail, email);
  const country = countryValue(facts.countryResidence);
  if (country) setPersonalCookie(COOKIE.countryResidence, country);
  const guid = transactionGuidValue(facts.transactionGUID);
  if (guid) setPersonalCookie(COOKIE.transactionGUID, guid);
}
