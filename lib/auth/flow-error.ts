/**
 * Loads the identity service's error for /error?id= (spec §7 `/self-service/errors` with id). Never throws: an
 * unknown or expired id (404/410), an invalid answer or a dead service give null, and the page falls back to its
 * generic text; failures other than a plain 404/410 are logged and reported.
 */
import 'server-only';
import { getServerConfig } from '@/lib/config/server';
import { reportHttpFailure } from '@/lib/http/report';
import { flowErrorSchema, type FlowError } from './flow-error-reason';
import { frontendApi } from './kratos';

/** Kratos error ids are UUIDs; anything else is not sent upstream. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param id the `id` query parameter of /error (a Kratos FlowError id).
 * @returns the parsed error, or null (see above).
 */
export async function loadFlowError(id: string | undefined): Promise<FlowError | null> {
  if (!id || !UUID.test(id)) return null;
  const url = `${getServerConfig().kratosPublicUrl}/self-service/errors?id=${encodeURIComponent(id)}`;
  try {
    const { data } = await frontendApi().getFlowError({ id });
    const parsed = flowErrorSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    reportHttpFailure({ status: 200, method: 'GET', url, text: `Invalid flow error: ${parsed.error.message}` });
    return null;
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? null;
    if (status !== 404 && status !== 410) {
      reportHttpFailure({ status, method: 'GET', url, text: error instanceof Error ? error.message : String(error) });
    }
    return null;
  }
}
