/**
 * The identity session of the page being rendered (spec §4 "Identity session", §6), read once per request: the
 * state middleware.ts sealed into the {@link SESSION_HEADER} request header (./session-header.ts). Only when that
 * header is missing or does not verify (a request that did not pass through middleware) does the render ask Kratos
 * itself, with the request's raw Cookie header (cookies().toString() re-encodes values and breaks Kratos's cookie).
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getServerConfig } from '@/lib/config/server';
import { activeSession, whoamiState, type IdentitySession, type WhoamiState } from './session';
import { openSessionState, SESSION_HEADER } from './session-header';

/**
 * The request's {@link WhoamiState}, computed at most once per request (React `cache`). Never throws: Kratos
 * unreachable means `none` (spec §4: treated as signed out).
 */
export const requestSessionState = cache(async (): Promise<WhoamiState> => {
  const requestHeaders = await headers();
  const { kratosPublicUrl, transactionTokenKey } = getServerConfig();
  const sealed = await openSessionState(requestHeaders.get(SESSION_HEADER), transactionTokenKey);
  return sealed ?? whoamiState(kratosPublicUrl, requestHeaders.get('cookie'));
});

/** The request's active identity session, or null (signed out, second factor owed, or unknown). Never throws. */
export async function requestSession(): Promise<IdentitySession | null> {
  return activeSession(await requestSessionState());
}
