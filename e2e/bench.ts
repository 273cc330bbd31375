/**
 * Benchmark (house rule: speed and size are measured here, never by a timed test). Run against a production build that
 * is already serving with the sandbox, e.g. `npm run demo` in another terminal (under the e2e lock on the shared
 * machine), then `npm run bench`. It builds and serves a bare Next.js page itself (e2e/bench-bare.ts) so that every
 * figure has its ratio to the framework's floor from the same run.
 *
 * Prints, per page: first-visit gzip JS/CSS and HTML size (raw and gzip) and the JS ratio to the bare page; server
 * requests/s and latency p50/p97.5 under autocannon (10 connections, BENCH_SECONDS each, pages alternating with the
 * bare page; /transactions signed in as the sandbox's seeded identity); Lighthouse mobile medians of BENCH_LH_RUNS
 * (default 3) rounds, each round the bare page then every page, then /widget and /login again with the browser
 * Sentry SDK's chunks blocked and /widget with only Session Replay's chunk blocked (e2e/bench-sentry.ts: what spec
 * §9's browser SDK, and Replay within it, cost them). /404 answers with status 404, which Lighthouse refuses to
 * score, so /error stands for the plain screens. BENCH_SKIP_LIGHTHOUSE=1 or BENCH_SKIP_LOAD=1 leave those parts
 * out; BENCH_ONLY=server runs the server load alone (no sizes, no Lighthouse), BENCH_LOAD_PAGES=/widget,/error picks
 * the pages it loads, and BENCH_APP_PID=<pid of the app server> adds the app process's CPU time per request (user +
 * system, from /proc/<pid>/stat, Linux only).
 */
import { gzipSync } from 'node:zlib';
import { startBarePage } from './bench-bare';
import { browserSentryChunks, replayChunks } from './bench-sentry';
import { load, processCpuMs, resolveTarget, signedInCookie, type LoadResult } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3999);
const PAGES = ['/login', '/404', '/error', '/widget', '/decision-flow', '/terms-and-conditions', '/order'];
const LOAD_PAGES = process.env.BENCH_LOAD_PAGES?.split(',') ?? [
  '/widget',
  '/login',
  '/terms-and-conditions',
  '/error',
  '/transactions',
];
const ONLY_SERVER = process.env.BENCH_ONLY === 'server';
const APP_PID = process.env.BENCH_APP_PID ? Number(process.env.BENCH_APP_PID) : undefined;
const LIGHTHOUSE_PAGES = ['/widget', '/login', '/error', '/terms-and-conditions'];
/** Pages Lighthouse also runs with the browser Sentry SDK's chunks blocked: what spec §9's SDK costs them. */
const WITHOUT_SENTRY_PAGES = ['/widget', '/login'];
/** Pages Lighthouse also runs with only Session Replay's chunk blocked: Replay's share of that cost. */
const WITHOUT_REPLAY_PAGES = ['/widget'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

/** GET that follows redirects itself and carries cookies, as a browser would (the sign-in flow needs them). */
async function browse(path: string, base = BASE): Promise<string> {
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

async function assetSizes(path: string, base = BASE) {
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
  return {
    path,
    files: urls.size,
    jsKB: +(js / 1024).toFixed(1),
    cssKB: +(css / 1024).toFixed(1),
    htmlKB: +(Buffer.byteLength(html) / 1024).toFixed(1),
    htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1),
  };
}

/**
 * One Lighthouse mobile run (default throttling) of a page.
 * @param blocked URL patterns Lighthouse refuses to load (the "without Sentry" rows: e2e/bench-sentry.ts).
 */
async function lighthouseRun(base: string, path: string, blocked: string[] = []) {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      blockedUrlPatterns: blocked,
    });
    const lhr = result!.lhr;
    return {
      path,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpS: +((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse patterns of some of the build's chunks, or none (with a warning) when the build is not here.
 * @param what a name for the warning; `find` returns file names in `.next/static/chunks` (e2e/bench-sentry.ts).
 */
function blockPatterns(what: string, find: () => string[]): string[] {
  try {
    return find().map((file) => `*/_next/static/chunks/${file}`);
  } catch (error) {
    console.warn(`No "${what}" rows: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

type LighthouseRow = Awaited<ReturnType<typeof lighthouseRun>>;

/** Medians of each Lighthouse figure over runs of one page. */
function medians(path: string, runs: LighthouseRow[]) {
  const of = (key: Exclude<keyof LighthouseRow, 'path'>) => median(runs.map((run) => run[key]));
  return {
    path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpS: of('lcpS'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

async function main() {
  const health = await fetch(`${BASE}/404`).catch(() => null);
  if (!health) throw new Error(`No app at ${BASE}: start it first (npm run demo)`);
  const bare = await startBarePage(BARE_PORT);
  try {
    if (!ONLY_SERVER) {
      const floor = await assetSizes('/', bare.url);
      console.log(`Bundle sizes (gzip, first visit; bare Next page: ${floor.jsKB} KB JS, ${floor.htmlKB} KB HTML):`);
      const sizes = await Promise.all(PAGES.map((path) => assetSizes(path)));
      console.table(sizes.map((row) => ({ ...row, xBare: +(row.jsKB / floor.jsKB).toFixed(2) })));
    }

    if (process.env.BENCH_SKIP_LOAD !== '1') {
      console.log(`Server under load (autocannon, 10 connections, ${SECONDS} s each, alternating with the bare page):`);
      const cookie = await signedInCookie(BASE, 'demo@example.com', 'Sandbox-Pass-2026');
      const rows: Array<LoadResult & { xBare?: number; cpuMsPerRequest?: number }> = [];
      for (const path of LOAD_PAGES) {
        const floorRun = await load('bare /', `${bare.url}/`, { seconds: SECONDS });
        const target = await resolveTarget(BASE, path, path === '/transactions' ? cookie : '');
        const cpuBefore = APP_PID ? processCpuMs(APP_PID) : 0;
        const run = await load(target.url.slice(BASE.length), target.url, { seconds: SECONDS, cookie: target.cookie });
        const cpu = APP_PID ? { cpuMsPerRequest: +((processCpuMs(APP_PID) - cpuBefore) / run.total).toFixed(1) } : {};
        rows.push(floorRun, { ...run, xBare: +(run.rps / floorRun.rps).toFixed(2), ...cpu });
      }
      console.table(rows);
    }

    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1' && !ONLY_SERVER) {
      console.log(
        `Lighthouse (mobile, default throttling; medians of ${LH_RUNS} rounds of the bare page then each page):`,
      );
      const sentry = blockPatterns('without Sentry', browserSentryChunks);
      const replay = blockPatterns('without Replay', replayChunks);
      const runs = new Map<string, LighthouseRow[]>();
      for (let round = 0; round < LH_RUNS; round++) {
        // One round: the bare page, then each page, so that every page's runs sit between runs of the floor.
        for (const [key, base, path, blocked] of [
          ['bare /', bare.url, '/', []] as const,
          ...LIGHTHOUSE_PAGES.map((p) => [p, BASE, p, []] as const),
          ...(sentry.length ? WITHOUT_SENTRY_PAGES : []).map((p) => [`${p} without Sentry`, BASE, p, sentry] as const),
          ...(replay.length ? WITHOUT_REPLAY_PAGES : []).map((p) => [`${p} without Replay`, BASE, p, replay] as const),
        ]) {
          const row = await lighthouseRun(base, path, [...blocked]);
          runs.set(key, [...(runs.get(key) ?? []), row]);
        }
      }
      console.table([...runs].map(([path, rows]) => medians(path, rows)));
      if (sentry.length)
        console.log(`"without Sentry": the SDK's ${sentry.length} lazy chunks blocked (e2e/bench-sentry.ts).`);
      if (replay.length) console.log(`"without Replay": Session Replay's ${replay.length} chunk(s) blocked.`);
    }
  } finally {
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
