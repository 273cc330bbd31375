/**
 * Server figures of `npm run bench`: requests/s and latency under a bounded loopback load
 * (autocannon, 10 connections), the HTML bytes of one answer, and a signed-in cookie for /transactions from the
 * sandbox's seeded identity (shared/SANDBOX.md) through the app's /auth proxy, as a browser's password sign-in would.
 */
import { get } from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  target: string;
  rps: number;
  p50ms: number;
  p97_5ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
  /** Answers received in the whole run. */
  total: number;
}

/**
 * Loads `url` with `connections` concurrent connections for `seconds`, or until exactly `amount` requests are sent.
 * @returns mean requests/s, latency p50/p97.5/p99 in ms, and how many answers were not 2xx (a redirect counts)
 */
export async function load(
  target: string,
  url: string,
  {
    seconds,
    amount,
    cookie,
    connections = 10,
  }: ({ seconds: number; amount?: never } | { amount: number; seconds?: never }) & {
    cookie?: string;
    connections?: number;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    headers: cookie ? { cookie } : {},
  });
  return {
    target,
    rps: Math.round(result.requests.mean),
    p50ms: result.latency.p50,
    p97_5ms: result.latency.p97_5,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * Body bytes of one answer to a GET of `url`, as the load's requests get it: the same Cookie header and no
 * Accept-Encoding (autocannon sends none), so the raw HTML, not its gzip.
 * @throws Error when the request fails
 */
export function bodyBytes(url: string, cookie = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: cookie ? { cookie } : {} }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
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
