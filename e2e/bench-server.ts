/**
 * Server figures of `npm run bench`: requests/s and latency under a bounded loopback load
 * (autocannon, 10 connections), and a signed-in cookie for /transactions from the sandbox's seeded identity
 * (shared/SANDBOX.md) through the app's /auth proxy, as a browser's password sign-in would.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  target: string;
  rps: number;
  p50ms: number;
  p97_5ms: number;
  non2xx: number;
  errors: number;
  /** Answers received in the whole run. */
  total: number;
}

/**
 * Loads `url` with `connections` concurrent connections for `seconds`.
 * @returns mean requests/s, latency p50/p97.5 in ms, and how many answers were not 2xx (a redirect counts)
 */
export async function load(
  target: string,
  url: string,
  { seconds, cookie, connections = 10 }: { seconds: number; cookie?: string; connections?: number },
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  return {
    target,
    rps: Math.round(result.requests.mean),
    p50ms: result.latency.p50,
    p97_5ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat (Linux only).
 * @throws when the process does not exist
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state (field 3); utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Cookie header value of a response's Set-Cookie lines, merged into `jar`. */
function keep(jar: Map<string, string>, response: Response): string {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Where a browser's request for `path` ends: follows redirects by hand (keeping cookies), so that the load falls
 * on the page itself (/login → /login?flow=… with its CSRF cookie) and not on the redirect.
 * @returns the final URL and the Cookie header to send with it
 */
export async function resolveTarget(base: string, path: string, cookie = ''): Promise<{ url: string; cookie: string }> {
  const jar = new Map<string, string>(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]),
  );
  let url = new URL(path, base).href;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    keep(jar, response);
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    url = new URL(location, url).href;
  }
  return { url, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/**
 * Signs the seeded identity in with its password through `${base}/auth` (Kratos browser flow, JSON).
 * @returns the Cookie header of the signed-in browser
 * @throws when the flow cannot be created or the sign-in is refused
 */
export async function signedInCookie(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const json = { accept: 'application/json', origin: new URL(base).origin };
  const start = await fetch(`${base}/auth/self-service/login/browser`, { headers: json, redirect: 'manual' });
  let cookie = keep(jar, start);
  const flow = (await start.json()) as {
    id: string;
    ui: { nodes: Array<{ attributes: { name?: string; value?: unknown } }> };
  };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  const submit = await fetch(`${base}/auth/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...json, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ method: 'password', identifier: email, password, csrf_token: csrf }),
  });
  cookie = keep(jar, submit);
  if (!submit.ok) throw new Error(`bench sign-in refused: ${submit.status} ${await submit.text()}`);
  await submit.arrayBuffer();
  return cookie;
}
