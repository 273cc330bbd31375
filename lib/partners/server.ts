/**
 * Server side of the header's branding (spec §1): which partner the
 * screen belongs to and whether the partner turned the header off.
 * - the return/redirect URL of the page (`redirect_url` or `return_to`, validated against the allow-list, spec
 *   §5): when it points to a partner origin, GET /wallet is sent against that origin and names the partner
 *   (spec §7); a failure is empty data (spec §8 "If … the wallet fail to load, empty data is used") and never
 *   sends the page to the error screen;
 * - else the widget session cookie (lib/widget/session), written by /widget;
 * - the session's wallet_name is only known in the browser: components/layout/partner-brand falls back to it.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getPartnerWallet } from '@/lib/api/order';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { firstString } from '@/lib/http/query';
import { requestQuery, serverApi } from '@/lib/http/server';
import { resolvePartner, type Partner } from '@/lib/partners';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { widgetLog } from '@/lib/widget/log';
import { parseWidgetSession, type WidgetSession } from '@/lib/widget/session';

/**
 * GET /wallet against a partner origin, at most once per request and origin.
 * @returns the partner name the API gives, or null when the call fails (logged).
 */
export const walletPartnerFor = cache(async (origin: string): Promise<string | null> => {
  // No error-rule redirect for a cosmetic lookup, and a short timeout.
  const http = await serverApi({ quiet: true, timeoutMs: 5_000 });
  try {
    return (await getPartnerWallet(http, origin)).partner;
  } catch (error) {
    widgetLog.warn(`GET /wallet for ${origin} failed; showing the product's branding`, error);
    return null;
  }
});

/**
 * The widget session cookie of this request, parsed and re-checked (null when absent or malformed). Once per request:
 * the header, the host-event bridge and /final-step's reporter all ask for it.
 */
export const widgetSessionOfRequest = cache(async (): Promise<WidgetSession | null> => {
  const raw = (await cookies()).get(COOKIE.widgetSession)?.value;
  return parseWidgetSession(raw, { appOrigin: clientConfig.appOrigin, partnerOrigins: clientConfig.partnerOrigins });
});

/** What the header shows. */
export interface HeaderBranding {
  /** The partner known on the server; null → the browser may still learn it from the session's wallet_name. */
  partner: Partner | null;
  /** The partner asked for no header (widget `isHeaderDisabled`). */
  headerDisabled: boolean;
  session: WidgetSession | null;
}

/** Reads the branding of the page being rendered (see the module comment for the order). */
export async function headerBranding(): Promise<HeaderBranding> {
  const [query, session] = await Promise.all([requestQuery(), widgetSessionOfRequest()]);
  const raw = firstString(query.redirect_url) ?? firstString(query.return_to);
  const returnUrl = resolveReturnUrl(raw, clientConfig.appOrigin, allowedReturnOrigins());
  const walletPartner = returnUrl && !returnUrl.sameOrigin ? await walletPartnerFor(returnUrl.origin) : null;
  const resolved = resolvePartner({ walletPartner, widgetPartner: session?.partner });
  return { partner: resolved?.partner ?? null, headerDisabled: session?.headerDisabled ?? false, session };
}
