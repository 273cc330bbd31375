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
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import type { Partner } from '@/lib/domain/partners';
import { firstString } from '@/lib/http/query';
import { requestQuery } from '@/lib/http/server';
import { resolvePartner } from '@/lib/partners';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { widgetSessionOfRequest } from '@/lib/widget/request-session';
import type { WidgetSession } from '@/lib/widget/session';
import { walletPartnerFor } from '@/lib/widget/wallet-partner';

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
