/**
 * The rows of /security/history (spec §7 `/sessions/whoami`, GET `/sessions`, GET /user/sessions): each
 * identity session reduced to what a person recognises — browser and operating system (parsed from the user agent
 * by ua-parser-js, never a hand-written regex), IP address, signed in at, last active, expires, the methods used
 * and the assurance level. Pure (no I/O); dates stay ISO 8601 strings and are formatted by the screen in the
 * person's language and time zone.
 */
import { UAParser } from 'ua-parser-js';
import { z } from 'zod/mini';

/** A Kratos session as GET /sessions/whoami and GET /sessions give it (fields we read; the rest is ignored). */
export const kratosSessionSchema = z.looseObject({
  id: z.string(),
  active: z.optional(z.boolean()),
  authenticated_at: z.nullish(z.string()),
  issued_at: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
  authenticator_assurance_level: z.nullish(z.string()),
  authentication_methods: z.nullish(
    z.array(
      z.looseObject({ method: z.nullish(z.string()), aal: z.nullish(z.string()), completed_at: z.nullish(z.string()) }),
    ),
  ),
  devices: z.nullish(
    z.array(
      z.looseObject({
        ip_address: z.nullish(z.string()),
        user_agent: z.nullish(z.string()),
        location: z.nullish(z.string()),
      }),
    ),
  ),
});
export type KratosSession = z.infer<typeof kratosSessionSchema>;

/** One row of the history screen. Times are ISO 8601 strings or null when unknown. */
export interface SessionRow {
  id: string;
  /** True for the session of this browser ("this device"). */
  current: boolean;
  /** e.g. "Chrome 116", or null when the user agent is unknown. */
  browser: string | null;
  /** e.g. "Android 13", or null. */
  os: string | null;
  /** e.g. "Mobile" for phones and tablets, null for desktops. */
  deviceType: string | null;
  ipAddress: string | null;
  location: string | null;
  signedInAt: string | null;
  /** The last time the session was extended or used: the latest of issued_at and the methods' completed_at. */
  lastActiveAt: string | null;
  expiresAt: string | null;
  /** Kratos method names in the order used, without repeats (password, code, totp, lookup_secret, webauthn, oidc…). */
  methods: string[];
  /** aal1 or aal2 (aal0 when Kratos says nothing). */
  aal: string;
}

/** "Chrome 116.0.5845.163" → "Chrome 116": the major version is what a person recognises. */
function nameAndMajor(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/**
 * Browser, OS and device type of a user agent.
 * @param userAgent the User-Agent header Kratos recorded (may be empty).
 */
export function describeUserAgent(
  userAgent: string | null | undefined,
): Pick<SessionRow, 'browser' | 'os' | 'deviceType'> {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, device } = UAParser(userAgent);
  const deviceType = device.type === 'mobile' || device.type === 'tablet' ? 'Mobile' : null;
  return { browser: nameAndMajor(browser.name, browser.version), os: nameAndMajor(os.name, os.version), deviceType };
}

function latest(times: ReadonlyArray<string | null | undefined>): string | null {
  let best: string | null = null;
  for (const t of times) if (t && !Number.isNaN(Date.parse(t)) && (!best || Date.parse(t) > Date.parse(best))) best = t;
  return best;
}

/**
 * One session as a row.
 * @param session the Kratos session.
 * @param currentId the id of this browser's session (whoami), to mark "this device".
 */
export function sessionRow(session: KratosSession, currentId: string | null): SessionRow {
  const device = session.devices?.[0];
  const methods = [
    ...new Set((session.authentication_methods ?? []).map((m) => m.method).filter((m): m is string => !!m)),
  ];
  return {
    id: session.id,
    current: session.id === currentId,
    ...describeUserAgent(device?.user_agent),
    ipAddress: device?.ip_address || null,
    location: device?.location || null,
    signedInAt: session.authenticated_at ?? null,
    lastActiveAt: latest([session.issued_at, ...(session.authentication_methods ?? []).map((m) => m.completed_at)]),
    expiresAt: session.expires_at ?? null,
    methods,
    aal: session.authenticator_assurance_level || 'aal0',
  };
}

/**
 * The rows of the screen: this device first, then the others newest sign-in first, without duplicates (the
 * product API's GET /user/sessions may repeat sessions Kratos listed; it only adds the ones Kratos did not).
 * @param current whoami's session, or null.
 * @param others the page of GET /sessions (Kratos lists the OTHER sessions there).
 * @param extra sessions from GET /user/sessions.
 */
export function sessionRows(
  current: KratosSession | null,
  others: readonly KratosSession[],
  extra: readonly KratosSession[] = [],
): SessionRow[] {
  const currentId = current?.id ?? null;
  const seen = new Set<string>();
  const rows: SessionRow[] = [];
  for (const s of [...(current ? [current] : []), ...others, ...extra]) {
    if (seen.has(s.id) || s.active === false) continue;
    seen.add(s.id);
    rows.push(sessionRow(s, currentId));
  }
  const time = (row: SessionRow) => Date.parse(row.signedInAt ?? '') || 0;
  return rows.sort((a, b) => Number(b.current) - Number(a.current) || time(b) - time(a));
}

/**
 * The next page token of Kratos's GET /sessions answer, from its `Link` header
 * (`<…/sessions?page_size=10&page_token=abc>; rel="next"`); null on the last page.
 */
export function nextPageToken(linkHeader: string | null | undefined): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (!match?.[1]) continue;
    try {
      return new URL(match[1], 'http://placeholder.invalid').searchParams.get('page_token');
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The token of the page after one that held `count` sessions when `pageSize` were asked for: none after a short
 * page (Kratos's keyset paging still sends a `next` link on the last page, which would offer an empty
 * "Show more"), else {@link nextPageToken} of the `Link` header.
 */
export function followingPageToken(
  linkHeader: string | null | undefined,
  count: number,
  pageSize: number,
): string | null {
  return count < pageSize ? null : nextPageToken(linkHeader);
}
