/**
 * Lighthouse figures of `npm run bench`: one mobile run (default throttling) of a page in Debian's Chromium, reduced to
 * the figures the goals judge (e2e/bench.ts takes their medians and ranges over its rounds). The JS figure is every
 * script the page downloads before the network is quiet (lazy chunks included, no interaction), as transferred (gzip):
 * the sum of the Script requests of Lighthouse's network-requests audit.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { scriptKB } from '../scripts/bench-figures';
import type { LighthouseFigures } from '../scripts/bench-goals';

/** How a page is run: URL patterns Lighthouse refuses to load, and the cookies the browser holds first. */
export interface LighthouseOptions {
  blocked?: string[];
  /** A Cookie header's value (`a=1; b=2`): the session of a signed-in page, a sign-in flow's CSRF cookie. */
  cookie?: string;
}

/**
 * Puts a Cookie header's cookies into the jar of the browser listening on `port` (its default context, where
 * Lighthouse opens its tab), for `url`'s host. Lighthouse's `extraHeaders` is not enough: the browser sends such a
 * header with the document but not with the page's own fetch() calls, which the app then answers 401. Lighthouse does
 * not clear cookies before its run (its clearStorageTypes leave them).
 */
async function setCookies(port: number, url: string, cookie: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const cookies = cookie
      .split(/;\s*/)
      .filter((pair) => pair.includes('='))
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
    await browser.contexts()[0]!.addCookies(cookies);
  } finally {
    await browser.close(); // disconnects; the browser stays for Lighthouse
  }
}

/**
 * One Lighthouse mobile run of `url`.
 * @returns the page's figures
 * @throws Error when Lighthouse gives no result, the page could not be scored (e.g. a 4xx answer) or it ended on
 *   another path (e.g. a signed-in page that went to /login)
 */
export async function lighthouseRun(url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    if (options.cookie) await setCookies(chrome.port, url, options.cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      blockedUrlPatterns: options.blocked ?? [],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not score ${url}: ${lhr.runtimeError.message}`);
    // A page that sends the visitor elsewhere (a signed-in page without its session) would be scored as another.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const details = lhr.audits['network-requests']?.details as { items?: unknown } | undefined;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpS: Math.round(audit('largest-contentful-paint') / 10) / 100,
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      jsKB: scriptKB(details?.items),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse patterns of some of the build's chunks, or none (with a warning) when the build is not here.
 * @param what a name for the warning; `find` returns file names in `.next/static/chunks` (e2e/bench-sentry.ts).
 */
export function blockPatterns(what: string, find: () => string[]): string[] {
  try {
    return find().map((file) => `*/_next/static/chunks/${file}`);
  } catch (error) {
    console.warn(`No "${what}" rows: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
