/**
 * Benchmark (house rule: speed and size are measured here, never by a timed unit test). Run against a
 * production build that is already serving, e.g. `npm run demo` in another terminal, then `npm run bench`.
 * Loopback only, bounded: 200 requests per route at most, one Lighthouse run per page.
 *
 * /404 answers with status 404, which Lighthouse refuses to score, so /error stands for the plain screens.
 * Prints: gzip JS/CSS that a first visit of each page loads, server latency (p50/p95/max over sequential
 * requests), and Lighthouse mobile scores (performance, accessibility, LCP, TBT) in Debian's Chromium.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const PAGES = ['/login', '/404', '/error', '/widget', '/decision-flow', '/terms-and-conditions'];
const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

/** GET that follows redirects itself and carries cookies, as a browser would (the sign-in flow needs them). */
async function browse(path: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = new URL(path, BASE).href;
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

async function assetSizes(path: string) {
  const html = await browse(path);
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.(?:js|css))"/g)) urls.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, BASE))).arrayBuffer());
    const gz = gzipSync(body).length;
    if (url.endsWith('.css')) css += gz;
    else js += gz;
  }
  return {
    path,
    files: urls.size,
    jsKB: +(js / 1024).toFixed(1),
    cssKB: +(css / 1024).toFixed(1),
    htmlKB: +(gzipSync(html).length / 1024).toFixed(1),
  };
}

async function latency(path: string) {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(`${BASE}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return { path, requests: times.length, p50ms: at(0.5), p95ms: at(0.95), maxms: +times[times.length - 1]!.toFixed(1) };
}

async function lighthouseRun(path: string) {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    return {
      path,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpS: +((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const health = await fetch(`${BASE}/404`).catch(() => null);
  if (!health) throw new Error(`No app at ${BASE}: start it first (npm run demo)`);
  console.log('Bundle sizes (gzip, first visit):');
  console.table(await Promise.all(PAGES.map(assetSizes)));
  console.log(`Server latency over ${LATENCY_REQUESTS} sequential requests (loopback):`);
  const rows = [];
  for (const path of ['/404', '/login', '/transactions', '/widget', '/terms-and-conditions'])
    rows.push(await latency(path));
  console.table(rows);
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    console.log('Lighthouse (mobile, default throttling):');
    const lh = [];
    for (const path of ['/login', '/error', '/widget', '/terms-and-conditions']) lh.push(await lighthouseRun(path));
    console.table(lh);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
