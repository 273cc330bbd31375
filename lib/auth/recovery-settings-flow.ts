/**
 * Whether a /security?flow=<id> request shows the settings flow that ended a recovery of this very session (spec §7
 * settings flow "by id"; lib/security/csp.ts SETTINGS_FLOW_PATH). Only such a page may be framed by the partners:
 * a recovery can start in the framed widget (/login → /recovery), and Kratos ends it on its settings flow, where the
 * person sets the new password. The query parameter alone proves nothing, so middleware asks Kratos.
 *
 * Kratos answers a settings flow by id only to a session of the flow's identity (403 otherwise, 404 or 410 for an
 * unknown or expired id), and a flow that a recovery made keeps the recovery's request as its `request_url`
 * (Kratos v1.3 selfservice/strategy/code and link strategy_recovery.go: the settings flow is created from the
 * recovery's request). Edge-safe (fetch only).
 */
import { z } from 'zod/mini';
import { startDeadline } from '@/lib/server-runtime/deadline';

/** How long the lookup may take before the page is served as not framable (ms). */
export const FLOW_LOOKUP_TIMEOUT_MS = 3_000;

/** A Kratos flow id: a UUID. Anything else is not looked up. */
const FLOW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const settingsFlowSchema = z.object({ id: z.string(), request_url: z.string() });

/** The path Kratos's recovery submissions and links arrive at (after its base path). */
const RECOVERY_PATH = /\/self-service\/recovery\/?$/;

/**
 * @param kratosPublicUrl Kratos's public URL (server configuration).
 * @param flowId the `flow` query value of the request.
 * @param cookieHeader the request's Cookie header (the person's session).
 * @returns true only when Kratos answers 200 with this flow and its request was a recovery; false for an empty or
 *   malformed id, another identity's flow, an unknown or expired one, a settings flow the person opened themselves,
 *   and any failure (logged). Never throws.
 */
export async function isRecoverySettingsFlow(
  kratosPublicUrl: string,
  flowId: string | null,
  cookieHeader: string | null,
): Promise<boolean> {
  if (!flowId || !FLOW_ID.test(flowId) || !cookieHeader) return false;
  const deadline = startDeadline(FLOW_LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetch(`${kratosPublicUrl}/self-service/settings/flows?id=${encodeURIComponent(flowId)}`, {
      headers: { cookie: cookieHeader, accept: 'application/json' },
      cache: 'no-store',
      signal: deadline.signal,
    });
    if (!response.ok) return false;
    const flow = settingsFlowSchema.safeParse(await response.json());
    if (!flow.success || flow.data.id !== flowId) return false;
    return RECOVERY_PATH.test(new URL(flow.data.request_url).pathname);
  } catch (error) {
    console.warn(
      '[security] settings flow lookup failed; not framable',
      error instanceof Error ? error.message : error,
    );
    return false;
  } finally {
    deadline.clear();
  }
}
