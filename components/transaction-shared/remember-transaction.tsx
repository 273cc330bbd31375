'use client';

/** Writes the transactionGUID cookie (spec §3) for the transaction being viewed; renders nothing. */
import { useEffect } from 'react';
import { COOKIE } from '@/lib/cookies';
import { setPersonalCookie } from '@/lib/cookies/personal-browser';

/** Sets transactionGUID to `id` once the page is shown (the cookie follows the transaction). */
export function RememberTransaction({ id }: { id: string }) {
  useEffect(() => {
    setPersonalCookie(COOKIE.transactionGUID, id);
  }, [id]);
  return null;
}
