/**
 * What /widget knows on the server, computed once per request and shared by the page and its
 * metadata: its URL parameters and the warnings about ignored ones (logged here, on the server), where it
 * leads, the partner (GET /wallet against the origin of redirect_url, spec §7) and the widget session it starts —
 * or continues, when the URL names no partner (the brand link inside the frame leads to a bare /widget).
 */
import 'server-only';
import { cache } from 'react';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { requestQuery } from '@/lib/http/server';
import { toPartner, type Partner } from '@/lib/partners';
import { walletPartnerFor, widgetSessionOfRequest } from '@/lib/partners/server';
import { widgetEntry, type WidgetEntry } from '@/lib/widget/entry';
import { widgetLog } from '@/lib/widget/log';
import { parseWidgetParams, type WidgetParams } from '@/lib/widget/params';
import { continueWidgetSession, widgetSessionFrom, type WidgetSession } from '@/lib/widget/session';

export interface WidgetRequest {
  params: WidgetParams;
  warnings: string[];
  entry: WidgetEntry;
  /** The partner of this visit: from redirect_url, else the one of the session it continues. */
  partner: Partner | null;
  /** The session the visit keeps (lib/widget/session continueWidgetSession: a bare /widget keeps the current one). */
  session: WidgetSession;
}

/** Reads the /widget request (once per request). */
export const widgetRequest = cache(async (): Promise<WidgetRequest> => {
  const { params, warnings } = parseWidgetParams(await requestQuery(), {
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
