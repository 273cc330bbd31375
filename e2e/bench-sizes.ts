/**
 * First-load size figures of `npm run bench`: for each page, the gzip size of the JS and CSS its HTML's `<script>`
 * and `<link>` tags name (not the lazy chunks: the Lighthouse figure counts those), and the HTML itself, raw and
 * gzip. Fetched the way a browser would: redirects followed by hand, cookies kept (the sign-in flow needs them).
 */
import { gzipSync } from 'node:zlib';
import { resolveTarget } from './bench-server';

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
 * GET that follows redirects itself and carries cookies, as a browser would ({@link resolveTarget}), then reads the
 * page it ends on.
 * @returns the final answer's body
 */
export async function browse(path: string, base: string): Promise<string> {
  const { url, cookie } = await resolveTarget(base, path);
  return (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
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
