/**
 * Request and answer helpers of the sandbox API handlers (sandbox/api/handlers/): JSON answers, the `{error, message}`
 * error shape, body and query readers. No express, no Node-only APIs (the handlers also run in Jest through msw).
 */
import { HttpResponse } from 'msw';
import type { SessionIdentity } from './handlers/context';
import type { UserRecord } from './store';

export type Params = Record<string, string | readonly string[] | undefined>;
export type Info = { request: Request; params: Params };
export type AuthedInfo = Info & { user: UserRecord; identity: SessionIdentity; url: URL };

/** JSON answer helper. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** `{error, message}` answer helper (every error of the sandbox API has this shape, plus extra fields). */
export function error(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ error: code, message, ...extra }, status);
}

/** Reads a JSON object body; `null` when the body is not a JSON object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function param(params: Params, name: string): string {
  const v = params[name];
  return Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '');
}

/**
 * All values of a list query parameter, whatever the array format: repeated keys (`status=a&status=b`, the
 * app's format), brackets (`status[]=a`, `status[0]=a`) or comma-separated.
 */
export function listParam(search: URLSearchParams, name: string): string[] {
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  const out: string[] = [];
  for (const [key, value] of search) {
    if (re.test(key))
      out.push(
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
  }
  return out;
}

/** Parses a date filter; date-only values cover the whole day (UTC). `undefined` when absent, `null` invalid. */
export function dateParam(search: URLSearchParams, name: string, endOfDay: boolean): number | null | undefined {
  const raw = search.get(name)?.trim();
  if (!raw) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const t = Date.parse(`${raw}T00:00:00.000Z`);
    return Number.isNaN(t) ? null : endOfDay ? t + 86_400_000 - 1 : t;
  }
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : t;
}

export function intParam(search: URLSearchParams, name: string, fallback: number): number | null {
  const raw = search.get(name)?.trim();
  if (!raw) return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}
