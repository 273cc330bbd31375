/**
 * Server-side access to the identity service's self-service flows (spec §3 "Identity flow", §4 "Login
 * flow", §7 "Flow by id"). One @ory/client FrontendApi per call, pointed at the Kratos public API upstream
 * (getServerConfig().kratosPublicUrl), with the incoming request's Cookie header forwarded so Kratos can
 * check the flow's CSRF cookie and the session. Every answer is validated with zod before use.
 *
 * Flows are never CREATED here: a browser flow must be created by the browser itself (lib/auth/flow-url.ts)
 * so that Kratos's CSRF cookie lands in the browser.
 */
import 'server-only';
import { Configuration, FrontendApi } from '@ory/client';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { reportHttpFailure } from '@/lib/http/report';
import { REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { startDeadline } from '@/lib/server-runtime/deadline';
import { startFlowPath, type FlowKind } from './flow-url';

/** A Kratos UiText (label or message): id, English text, type, optional interpolation context. */
export const uiTextSchema = z.looseObject({
  id: z.number(),
  text: z.string(),
  type: z.string(),
  context: z.record(z.string(), z.unknown()).nullish(),
});

/** A Kratos UI node (spec §3): type, group and attributes (name, value, …), its messages and label. */
export const uiNodeSchema = z.looseObject({
  type: z.string(),
  group: z.string(),
  attributes: z.looseObject({ node_type: z.string() }),
  messages: z.array(uiTextSchema),
  meta: z.looseObject({ label: uiTextSchema.nullish() }),
});

/**
 * The fields of a self-service flow (login, registration, recovery, verification, settings) the app relies
 * on; everything else Kratos sends is kept as is for @ory/elements-react.
 */
export const kratosFlowSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().optional(),
  state: z.unknown().optional(),
  active: z.string().nullish(),
  return_to: z.string().nullish(),
  request_url: z.string().optional(),
  ui: z.looseObject({
    action: z.string(),
    method: z.string(),
    nodes: z.array(uiNodeSchema),
    messages: z.array(uiTextSchema).nullish(),
  }),
});
export type KratosFlow = z.infer<typeof kratosFlowSchema>;

/** Kratos's JSON error body (GenericError) as far as we read it. */
const kratosErrorSchema = z.looseObject({
  error: z
    .looseObject({
      id: z.string().optional(),
      code: z.number().optional(),
      reason: z.string().optional(),
      message: z.string().optional(),
      details: z.looseObject({ return_to: z.string().optional(), redirect_to: z.string().optional() }).nullish(),
    })
    .optional(),
  redirect_browser_to: z.string().optional(),
});

/** Outcome of reading a flow by id. */
export type FlowLoad =
  /** The flow, validated. */
  | { status: 'ok'; flow: KratosFlow }
  /** Expired (410), unknown (404), CSRF cookie missing or another identity's flow (403), no session (401). */
  | { status: 'restart'; returnTo: string | null; reason: string }
  /** Kratos asks the browser to go elsewhere (422 browser_location_change_required). */
  | { status: 'redirect'; to: string }
  /** Anything else: Kratos down, 5xx, an answer that does not validate. Already logged and reported. */
  | { status: 'error'; message: string };

/** True when the Cookie header carries a Kratos CSRF cookie (`csrf_token_<hash>`). */
export function hasCsrfCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)csrf_token[^=]*=/.test(cookieHeader);
}

/**
 * A FrontendApi for one call (no request data in module-level singletons: DESIGN.md), 10 s timeout.
 * @param requestId - the request's x-request-id, sent to Kratos so its log lines join ours.
 */
export function frontendApi(requestId?: string | null): FrontendApi {
  const headers = { Accept: 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) };
  return new FrontendApi(
    new Configuration({
      basePath: getServerConfig().kratosPublicUrl,
      baseOptions: { headers, timeout: 10_000 },
    }),
  );
}

async function fetchRaw(
  kind: FlowKind,
  id: string,
  cookie: string | undefined,
  requestId: string | null,
): Promise<unknown> {
  const api = frontendApi(requestId);
  const params = { id, cookie };
  switch (kind) {
    case 'login':
      return (await api.getLoginFlow(params)).data;
    case 'registration':
      return (await api.getRegistrationFlow(params)).data;
    case 'recovery':
      return (await api.getRecoveryFlow(params)).data;
    case 'verification':
      return (await api.getVerificationFlow(params)).data;
    case 'settings':
      return (await api.getSettingsFlow(params)).data;
  }
}

/** The HTTP status and body of an axios error from @ory/client, or null for a transport error. */
function responseOf(error: unknown): { status: number; data: unknown } | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  return response && typeof response.status === 'number' ? { status: response.status, data: response.data } : null;
}

/** A return URL Kratos gave back, used only toward allowed origins (spec §5). */
function safeUrl(raw: string | undefined | null): string | null {
  return resolveReturnUrl(raw, clientConfig.appOrigin, allowedReturnOrigins())?.href ?? null;
}

/**
 * Reads a flow by id with the request's cookies. Never throws and never redirects: the caller decides.
 * @param kind which flow endpoint to call (`/self-service/<kind>/flows?id=`).
 * @param id the flow id from the page's `?flow=` parameter.
 */
export async function fetchFlow(kind: FlowKind, id: string): Promise<FlowLoad> {
  const requestHeaders = await headers();
  const cookie = requestHeaders.get('cookie') ?? undefined;
  const url = `${getServerConfig().kratosPublicUrl}/self-service/${kind}/flows?id=${encodeURIComponent(id)}`;
  let data: unknown;
  try {
    data = await fetchRaw(kind, id, cookie, requestHeaders.get(REQUEST_ID_HEADER));
  } catch (error) {
    const response = responseOf(error);
    if (!response) {
      const message = error instanceof Error ? error.message : String(error);
      reportHttpFailure({ status: null, method: 'GET', url, text: message });
      return { status: 'error', message };
    }
    const body = kratosErrorSchema.safeParse(response.data);
    const details = body.success ? body.data : undefined;
    if ([401, 403, 404, 410].includes(response.status)) {
      return {
        status: 'restart',
        returnTo: safeUrl(details?.error?.details?.return_to),
        reason: `${response.status} ${details?.error?.id ?? details?.error?.reason ?? ''}`.trim(),
      };
    }
    const to = safeUrl(details?.redirect_browser_to);
    if (response.status === 422 && to) return { status: 'redirect', to };
    const message = `${response.status} ${details?.error?.reason ?? details?.error?.message ?? ''}`.trim();
    reportHttpFailure({ status: response.status, method: 'GET', url, text: JSON.stringify(response.data ?? '') });
    return { status: 'error', message };
  }
  const parsed = kratosFlowSchema.safeParse(data);
  if (!parsed.success) {
    const message = `Invalid ${kind} flow: ${parsed.error.message}`;
    reportHttpFailure({ status: 200, method: 'GET', url, text: message });
    return { status: 'error', message };
  }
  return { status: 'ok', flow: parsed.data };
}

/**
 * Whether the identity service answers at all, checked before sending the browser to a flow's browser init
 * (a dead upstream behind the /auth rewrite would give the person a bare proxy error page). Any HTTP
 * answer counts as reachable, even an error status: only a transport failure or a 3 s timeout does not.
 * A failure is logged and reported.
 */
export async function identityServiceReachable(): Promise<boolean> {
  const url = `${getServerConfig().kratosPublicUrl}/health/alive`;
  const deadline = startDeadline(3_000);
  try {
    await fetch(url, { cache: 'no-store', signal: deadline.signal });
    return true;
  } catch (error) {
    reportHttpFailure({
      status: null,
      method: 'GET',
      url,
      text: error instanceof Error ? error.message : String(error),
    });
    return false;
  } finally {
    deadline.clear();
  }
}

export interface LoadFlowOptions {
  /** The page's validated absolute return URL; used when Kratos does not say where the flow was going. */
  returnTo: string;
  /** Where to restart: defaults to a fresh browser flow of the same kind (lib/auth/flow-url.ts). */
  restartPath?: (returnTo: string) => string;
}

/**
 * Reads a flow by id for a page. An expired, unknown or foreign flow restarts with the same return URL
 * (redirect() to a fresh browser flow), unless the browser sent no CSRF cookie at all (cookies blocked:
 * `cookiesBlocked` is set, as a restart would loop); a 422 follows Kratos's redirect.
 * @returns the flow, or `{ error }` for a failure the page must show (never a blank screen).
 * @throws NEXT_REDIRECT (via redirect()) when the flow restarts or Kratos asks for another location.
 */
export async function loadFlowOrRestart(
  kind: FlowKind,
  id: string,
  { returnTo, restartPath = (to) => startFlowPath(kind, to) }: LoadFlowOptions,
): Promise<{ flow: KratosFlow; error?: undefined } | { flow?: undefined; error: string; cookiesBlocked?: boolean }> {
  const result = await fetchFlow(kind, id);
  if (result.status === 'restart') {
    // Without the identity service's CSRF cookie a fresh flow would fail the same way and loop through
    // restarts until the browser gives up (cookies blocked, e.g. in a cross-site frame): say so instead.
    if (!hasCsrfCookie((await headers()).get('cookie'))) {
      console.warn(`[auth] ${kind} flow ${id} unreadable without cookies (${result.reason}); not restarting`);
      return { error: `cookies blocked (${result.reason})`, cookiesBlocked: true };
    }
    console.info(`[auth] ${kind} flow ${id} restarts (${result.reason})`);
    redirect(restartPath(result.returnTo ?? returnTo));
  }
  if (result.status === 'redirect') redirect(result.to);
  if (result.status === 'error') return { error: result.message };
  return { flow: result.flow };
}
