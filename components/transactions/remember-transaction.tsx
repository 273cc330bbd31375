'use client';

/** Writes the transactionGUID cookie (spec §3) for the transaction being viewed; renders nothing. */
import { setCookie } from 'cookies-next/client';
import { useEffect } from 'react';
import { COOKIE, cookieOptions } from '@/lib/cookies';

/** Sets transactionGUID to `id` once the page is shown (issue #4: the cookie follows the transaction). */
export function RememberTransaction({ id }: { id: string }) {
  useEffect(() => {
    setCookie(COOKIE.transactionGUID, id, cookieOptions());
  }, [id]);
  return null;
}
