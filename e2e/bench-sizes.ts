/**
 * First-load size figures of `npm run bench`: for each page, the gzip size of the JS and CSS its HTML's `<script>`
 * and `<link>` tags name (not the lazy chunks: the Lighthouse figure counts those), and the HTML itself, raw and
 * gzip. Fetched the way a browser would: redirects followed by hand, cookies kept (the sign-in flow needs them).
 */
import { gzipSync } from 'node:zlib';

/** First-load sizes of one page. */
export interface AssetSizes {
  path: string;
  files: number;
  jsKB: number;
  cssKB: number;
  htmlKB: number;
  htmlGzipKB: number;
}

/**
 * GET that follows redirects itself and carries cookies, as a browser would.
 * @returns the final answer's body
 * @throws Error after 10 redirects
 */
export async function browse(path: string, base: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = new URL(path, base).href;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    return response.text();
  }
  throw new Error(`too many redirects for ${path}`);
}

/**
 * First-load sizes of `path` on the server at `base`.
 * @returns sizes in KB with one decimal
 */
export async function assetSizes(path: string, base: string): Promise<AssetSizes> {
  const html = await browse(path, base);
  const urls = new Set<string>();
  // Not the noModule polyfills: browsers with ES modules (all the supported ones) never fetch them.
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /(?:src|href)="([^"]+\.(?:js|css))"/.exec(m[0])?.[1];
    if (url && !/\bnomodule\b/i.test(m[0])) urls.add(url);
  }
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    const gz = gzipSync(body).length;
    if (url.endsWith('.css')) css += gz;
    else js += gz;
  }
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  return {
    path,
    files: urls.size,
    jsKB: kb(js),
    cssKB: kb(css),
    htmlKB: kb(Buffer.byteLength(html)),
    htmlGzipKB: kb(gzipSync(html).length),
  };
}
