/**
 * The rows of /security/history (spec §7 `/sessions/whoami`, GET `/sessions`, GET /user/sessions): each
 * identity session reduced to what a person recognises — browser and operating system (parsed from the user agent
 * by ua-parser-js, never a hand-written regex), IP address and place, signed in at, expires, the methods used
 * (with the social provider's name), the assurance level and a short reference to the session, which tells apart
 * two sessions of one browser at one address. Pure (no I/O); dates stay ISO 8601 strings and are formatted by the
 * screen in the person's language and time zone.
 *
 * No "last active" time: Kratos v1.3.1 records none. Its session's times change only when someone signs in
 * (authenticated_at, issued_at, the methods' completed_at) or the session is extended (expires_at), and its
 * `devices` carry an id, the address, the user agent and the place, without a time.
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
      z.looseObject({
        method: z.nullish(z.string()),
        aal: z.nullish(z.string()),
        completed_at: z.nullish(z.string()),
        provider: z.nullish(z.string()),
      }),
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

/** One way a session was signed in with: a Kratos method, and the provider of a social sign-in (`oidc`). */
export interface SessionMethod {
  /** password, code, totp, lookup_secret, webauthn, passkey, oidc… */
  method: string;
  /** e.g. "google" for `oidc`; null for the other methods. */
  provider: string | null;
}

/** Sessions per page of GET /sessions: the server's first page and each "Show more". */
export const SESSIONS_PAGE_SIZE = 10;

/** Characters of the session id that the screen shows as the session's reference. */
export const SESSION_REFERENCE_LENGTH = 8;

/** One row of the history screen. Times are ISO 8601 strings or null when unknown. */
export interface SessionRow {
  id: string;
  /** The id's first {@link SESSION_REFERENCE_LENGTH} characters, e.g. "949e2917". */
  reference: string;
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
  /** authenticated_at: when the session's last sign-in step was done. */
  signedInAt: string | null;
  expiresAt: string | null;
  /** The methods in the order used, without repeats. */
  methods: SessionMethod[];
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

/** The methods of a session in the order used, each method and provider once. */
function usedMethods(session: KratosSession): SessionMethod[] {
  const seen = new Set<string>();
  const methods: SessionMethod[] = [];
  for (const m of session.authentication_methods ?? []) {
    if (!m.method) continue;
    const provider = m.method === 'oidc' ? m.provider || null : null;
    const key = `${m.method}:${provider ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    methods.push({ method: m.method, provider });
  }
  return methods;
}

/**
 * One session as a row.
 * @param session the Kratos session.
 * @param currentId the id of this browser's session (whoami), to mark "this device".
 */
export function sessionRow(session: KratosSession, currentId: string | null): SessionRow {
  const device = session.devices?.[0];
  return {
    id: session.id,
    reference: session.id.slice(0, SESSION_REFERENCE_LENGTH),
    current: session.id === currentId,
    ...describeUserAgent(device?.user_agent),
    ipAddress: device?.ip_address || null,
    location: device?.location || null,
    signedInAt: session.authenticated_at ?? null,
    expiresAt: session.expires_at ?? null,
    methods: usedMethods(session),
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
