/**
 * The identity session of the page being rendered (spec §4 "Identity session", §6), read once per request: the
 * state middleware.ts signed into the {@link SESSION_HEADER} request header (./session-header.ts). Without a valid
 * header the render decides with whoamiState: with no session cookie (a visitor, for whom middleware signs nothing)
 * that is `none` without a call; with one (a request that did not pass through middleware, or a forged header) it
 * asks Kratos itself, with the raw Cookie header (cookies().toString() re-encodes values and breaks Kratos's cookie).
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getServerConfig } from '@/lib/config/server';
import { activeSession, whoamiState, type IdentitySession, type WhoamiState } from './session';
import { verifySessionState, SESSION_HEADER } from './session-header';

/**
 * The request's {@link WhoamiState}, computed at most once per request (React `cache`). Never throws: Kratos
 * unreachable means `none` (spec §4: treated as signed out).
 */
export const requestSessionState = cache(async (): Promise<WhoamiState> => {
  const requestHeaders = await headers();
  const { kratosPublicUrl, transactionTokenKey } = getServerConfig();
  const signed = await verifySessionState(requestHeaders.get(SESSION_HEADER), transactionTokenKey);
  return signed ?? whoamiState(kratosPublicUrl, requestHeaders.get('cookie'));
});

/** The request's active identity session, or null (signed out, second factor owed, or unknown). Never throws. */
export async function requestSession(): Promise<IdentitySession | null> {
  return activeSession(await requestSessionState());
}
