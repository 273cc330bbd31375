/**
 * What /widget knows on the server, computed once per request and shared by the page and its
 * metadata: its URL parameters and the warnings about ignored ones (logged here, on the server), where it
 * leads, the partner (GET /wallet against the origin of redirect_url, spec §7) and the widget session it starts —
 * or continues, when the URL names no partner (the brand link inside the frame leads to a bare /widget).
 */
import 'server-only';
import type { ParsedQs } from 'qs';
import { cache } from 'react';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { toPartner, type Partner } from '@/lib/domain/partners';
import { widgetEntry, type WidgetEntry } from '@/lib/widget/entry';
import { widgetLog } from '@/lib/widget/log';
import { parseWidgetParams, type WidgetParams } from '@/lib/widget/params';
import { widgetSessionOfRequest } from '@/lib/widget/request-session';
import { continueWidgetSession, widgetSessionFrom, type WidgetSession } from '@/lib/widget/session';
import { walletPartnerFor } from '@/lib/widget/wallet-partner';

export interface WidgetRequest {
  params: WidgetParams;
  warnings: string[];
  entry: WidgetEntry;
  /** The partner of this visit: from redirect_url, else the one of the session it continues. */
  partner: Partner | null;
  /** The session the visit keeps (lib/widget/session continueWidgetSession: a bare /widget keeps the current one). */
  session: WidgetSession;
}

/**
 * Reads the /widget request, once per request and query: the page and its metadata pass the same query object
 * (lib/http/page-query pageQueryOf gives one per request), so the warnings are logged once.
 * @param query the page's query (lib/http/page-query pageQueryOf)
 */
export const widgetRequest = cache(async (query: ParsedQs): Promise<WidgetRequest> => {
  const { params, warnings } = parseWidgetParams(query, {
    appOrigin: clientConfig.appOrigin,
    allowedOrigins: allowedReturnOrigins(),
  });
  for (const warning of warnings) widgetLog.warn(warning);
  const entry = widgetEntry(params);
  const walletPartner =
    params.redirect && !params.redirect.sameOrigin ? await walletPartnerFor(params.redirect.origin) : null;
  const fresh = widgetSessionFrom(params, entry, toPartner(walletPartner));
  const session = continueWidgetSession(fresh, params.redirect ? null : await widgetSessionOfRequest(), params);
  return { params, warnings, entry, partner: session.partner, session };
});
