/**
 * The widget session: what /widget learnt from its URL that the screens after it still need — the
 * partner (branding, spec §1), the partner origin that receives the host events, whether the header is hidden,
 * the heading, the SEP-24 callback choices and the language the partner asked for. /widget writes it to the
 * `widgetSession` cookie (lib/cookies: a session cookie, partitioned inside a cross-site frame over https), and
 * the main layout's header and the host-event bridge read it, on the server and in the browser.
 *
 * A cookie is user-controlled: it is parsed with zod, its origin and return URL are checked against the
 * allow-list again on every read, and it is only ever used for cosmetics and as a *preferred* message origin that
 * lib/security/partner-origin still checks. Pure module.
 */
import { z } from 'zod/mini';
import { PARTNERS, type Partner } from '@/lib/domain/partners';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locale';
import { isAllowedOrigin } from '@/lib/security/partner-origin';
import { resolveReturnUrl } from '@/lib/security/return-url';
import type { WidgetEntry } from './entry';
import { widgetLog } from './log';
import { WIDGET_MODES } from './modes';
import type { WidgetParams } from './params';
import { WALLET_PARAM_PATTERN } from './wallet-param';

export const widgetSessionSchema = z.object({
  v: z.literal(1),
  partner: z.nullable(z.enum(PARTNERS)),
  /** An allowed partner origin (from redirect_url), preferred as the target of host events. */
  origin: z.nullable(z.string().check(z.maxLength(200))),
  /** The validated redirect_url, where "back to the partner" leads when not framed. */
  redirect: z.nullable(z.string().check(z.maxLength(2048))),
  headerDisabled: z.boolean(),
  title: z.nullable(z.string().check(z.maxLength(80))),
  events: z.boolean(),
  /** SEP-24 `callback=postMessage`: a `{transaction}` message on completion. */
  callback: z.boolean(),
  /** SEP-24 `on_change_callback=postMessage`: a `{transaction}` message on every status change. */
  onChange: z.boolean(),
  language: z.nullable(z.enum(SUPPORTED_LOCALES)),
  mode: z.enum(WIDGET_MODES),
  /** The wallet address the partner locked (`lock_wallet`) for the session's orders; absent when none. */
  wallet: z.optional(z.string().check(z.regex(WALLET_PARAM_PATTERN))),
});
export type WidgetSession = z.infer<typeof widgetSessionSchema>;

/** The session /widget starts from its parameters and the partner it resolved. */
export function widgetSessionFrom(
  params: WidgetParams,
  entry: Pick<WidgetEntry, 'mode'>,
  partner: Partner | null,
): WidgetSession {
  const partnerRedirect = params.redirect && !params.redirect.sameOrigin ? params.redirect : null;
  return {
    v: 1,
    partner,
    origin: partnerRedirect?.origin ?? null,
    redirect: params.redirect?.href ?? null,
    headerDisabled: params.headerDisabled,
    title: params.title ?? null,
    events: params.events,
    callback: params.callback === 'postMessage',
    onChange: params.onChangeCallback === 'postMessage',
    language: params.language ?? null,
    mode: entry.mode,
    // Only a partner (an allowed redirect_url of another origin) locks a wallet: its own link cannot be crafted.
    ...(partnerRedirect && params.lockWallet && params.wallet ? { wallet: params.wallet } : {}),
  };
}

/**
 * The session a /widget visit keeps. A URL that names the partner (a redirect_url) starts a new
 * session: {@link widgetSessionFrom} as is. A URL without one — the brand link inside the frame, a reload of a
 * bare /widget — continues the session already there rather than wiping it: the partner, its origin (where host
 * events go), the return URL and the callbacks stay; a header hidden by the partner stays hidden; host events
 * stay on unless the new URL turns them off (`postMessage=false`); the new URL's title and language win when it
 * gives them; the mode is the new URL's (a bare /widget is the standalone start).
 * @param fresh the session built from the new URL ({@link widgetSessionFrom}).
 * @param previous the session of the cookie (already re-checked by {@link parseWidgetSession}), or null.
 * @param params the new URL's parameters.
 */
export function continueWidgetSession(
  fresh: WidgetSession,
  previous: WidgetSession | null,
  params: Pick<WidgetParams, 'redirect'>,
): WidgetSession {
  if (!previous || params.redirect) return fresh;
  return {
    ...previous,
    headerDisabled: previous.headerDisabled || fresh.headerDisabled,
    title: fresh.title ?? previous.title,
    events: previous.events && fresh.events,
    callback: previous.callback || fresh.callback,
    onChange: previous.onChange || fresh.onChange,
    language: fresh.language ?? previous.language,
    mode: fresh.mode,
  };
}

/**
 * Reads the cookie value back.
 * @param raw the cookie value (already URI-decoded by cookies-next / next/headers), or undefined.
 * @param allowed where origins may point: the app's origin and the partner origins (lib/config allowedReturnOrigins).
 * @returns the session, with an origin or return URL that is no longer allowed dropped; null when absent or malformed.
 */
export function parseWidgetSession(
  raw: string | null | undefined,
  allowed: { appOrigin: string; partnerOrigins: readonly string[] },
): WidgetSession | null {
  if (!raw || raw.length > 4096) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    widgetLog.warn('ignored a widget session cookie that is not JSON', error);
    return null;
  }
  const parsed = widgetSessionSchema.safeParse(json);
  if (!parsed.success) {
    widgetLog.warn(
      'ignored a widget session cookie of an unknown shape',
      parsed.error.issues.map((i) => i.path.join('.')),
    );
    return null;
  }
  const session = { ...parsed.data };
  if (session.origin && !isAllowedOrigin(session.origin, allowed.partnerOrigins)) session.origin = null;
  // A locked wallet belongs to the partner that locked it: without an allowed partner origin it is dropped.
  if (!session.origin) delete session.wallet;
  if (session.redirect && !resolveReturnUrl(session.redirect, allowed.appOrigin, allowed.partnerOrigins))
    session.redirect = null;
  return session;
}
