/**
 * The public pages (spec §2, §9): /terms-and-conditions and /privacy-and-cookies-policy are server-rendered from the
 * sandbox's stand-in pages (text in the HTML before any script, title and canonical in the head), fall back to a plain
 * link to the original when the source fails, and strip hostile markup; robots.txt and sitemap.xml answer; without keys
 * no third-party script loads.
 *
 * Caching: the app keeps a fetched document for an hour (lib/legal/load.ts), so a fault armed now would be hidden by
 * the copy an earlier test fetched. The fault tests therefore send the document request with the sandbox's own switch
 * (`x-sandbox-fresh-copy: 1`; a client's `Cache-Control: no-cache` is ignored), which makes the page ask the source
 * afresh: deterministic whatever the cache holds. The connection-refused and timeout cases need the source really down,
 * which a shared sandbox cannot be during a test run: lib/legal/load.test.ts covers them against real sockets.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { APP, expect, sandbox, SANDBOX, test } from './support';

const DOCUMENTS = [
  {
    path: '/terms-and-conditions',
    source: `${SANDBOX}/__sandbox/pages/terms`,
    title: { en: 'Terms and conditions', pt: 'Termos e condições' },
    description: { en: /^The terms and conditions that apply/, pt: /^Os termos e condições que valem/ },
    text: 'These sandbox terms stand in for the payment provider',
    heading: '3. Orders and fees',
  },
  {
    path: '/privacy-and-cookies-policy',
    source: `${SANDBOX}/__sandbox/pages/privacy`,
    title: { en: 'Privacy and cookies policy', pt: 'Política de privacidade e cookies' },
    description: { en: /^How Ramp collects and uses your data/, pt: /^Como a Ramp coleta e usa os seus dados/ },
    text: 'This sandbox policy stands in for the payment provider',
    heading: '3. Cookies',
  },
] as const;

/** Arms a fault on a stand-in page (sandbox/README.md: faults on /__sandbox/pages/terms and /privacy). */
async function faultPage(request: APIRequestContext, source: string, status: number, body?: unknown) {
  await sandbox.fault(request, { method: 'GET', path: new URL(source).pathname, status, body });
}

/**
 * Sends the document request of `path` (only it: not the page's scripts or the Sentry ingest) with the sandbox's
 * fresh-copy switch, so the app asks the source afresh instead of using its cached copy.
 */
async function askFresh(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fresh-copy': '1' } }),
  );
}

/**
 * Waits until the page has loaded and the browser went idle: next/script adds `lazyOnload` scripts from an
 * idle callback queued at the load event, so an idle callback queued now runs after it.
 */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

for (const doc of DOCUMENTS) {
  test.describe(doc.path, () => {
    for (const lang of ['en', 'pt'] as const) {
      test(`is readable with JavaScript disabled, title and canonical in the head (${lang})`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.addCookies([{ name: 'language', value: lang, url: APP }]);
        const page = await context.newPage();
        const response = await page.goto(doc.path);
        expect(response?.status()).toBe(200);

        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title[lang]);
        await expect(page.getByText(doc.text)).toBeVisible();
        // The source's h2 sections, one level down under our h1.
        await expect(page.getByRole('heading', { level: 3, name: doc.heading })).toBeVisible();
        await expect(page.getByTestId('legal-document')).toHaveAttribute('lang', 'en'); // the source is in English
        // Nothing waits for a script: no streamed container, no spinner.
        await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
        await expect(page.getByRole('status')).toHaveCount(0);

        await expect(page).toHaveTitle(`${doc.title[lang]} · Ramp`);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${APP}${doc.path}`);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', doc.description[lang]);
        await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
        await context.close();
      });
    }

    test('sends the document in the first HTML answer, without scripts or styles of the source', async ({
      request,
    }) => {
      const response = await request.get(doc.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="canonical" href="${APP}${doc.path}"/>`);
      const article = /<article data-testid="legal-document"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
      expect(article).toContain(doc.text);
      expect(article).not.toMatch(/<(script|style|iframe|h1)\b|\son\w+=/i);
      expect(html).toContain(`href="${doc.source}" rel="noopener noreferrer"`);
    });

    test('shows a plain link to the original when the source answers 500, and is not indexed', async ({
      page,
      request,
    }) => {
      await faultPage(request, doc.source, 500);
      await askFresh(page, doc.path);
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title.en);
      const link = page.getByTestId('legal-original-link');
      await expect(link).toHaveAttribute('href', doc.source);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveText(`${doc.title.en} (original page)`);
      await expect(page.getByTestId('legal-document')).toHaveCount(0);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByRole('banner')).toBeVisible(); // still our main layout, not an error screen
    });
  });
}

test('a source answering something that is not an HTML document also gets the fallback', async ({ page, request }) => {
  const terms = DOCUMENTS[0];
  await faultPage(request, terms.source, 200, { terms: 'not html' });
  await askFresh(page, terms.path);
  await page.goto(terms.path);
  await expect(page.getByTestId('legal-original-link')).toHaveAttribute('href', terms.source);
});

test('a hostile document loses its scripts, frames, handlers and unsafe links', async ({ page, request }) => {
  const terms = DOCUMENTS[0];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = `<html lang="en"><head><title>x</title><style>body{display:none}</style></head><body>
    <h1 onclick="alert('h1')">Hostile terms</h1><p style="display:none" onmouseover="alert('p')">Visible clause.</p>
    <script>alert('script'); window.__pwned = true;</script><img src="x" onerror="alert('img')">
    <iframe src="https://evil.example/"></iframe><svg><textarea><img src=x onerror="alert('svg')"></textarea></svg>
    <a href="javascript:alert('link')">click me</a> <a href="https://elsewhere.example/x" target="_blank">elsewhere</a>
    <a href="#fees">fees</a><h2 id="fees">Fees</h2></body></html>`;
  await faultPage(request, terms.source, 200, hostile);
  await askFresh(page, terms.path);
  await page.goto(terms.path);

  const article = page.getByTestId('legal-document');
  await expect(article.getByRole('heading', { level: 2, name: 'Hostile terms' })).toBeVisible();
  await expect(article.getByText('Visible clause.')).toBeVisible();
  await expect(
    article.locator('script, style, iframe, img, svg, textarea, [style], [onclick], [onmouseover], [onerror]'),
  ).toHaveCount(0);
  await expect(article.getByText('click me')).toBeVisible();
  await expect(article.locator('a', { hasText: 'click me' })).not.toHaveAttribute('href', /.*/);
  const elsewhere = article.getByRole('link', { name: 'elsewhere' });
  await expect(elsewhere).toHaveAttribute('href', 'https://elsewhere.example/x');
  await expect(elsewhere).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(elsewhere).not.toHaveAttribute('target', /.*/);
  await expect(article.getByRole('link', { name: 'fees' })).toHaveAttribute('href', '#legal-fees');
  await expect(article.locator('#legal-fees')).toHaveText('Fees');

  await loadedAndIdle(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('robots.txt allows the public pages and keeps crawlers out of private screens and the API', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-Agent: *');
  for (const path of ['/decision-flow', '/terms-and-conditions', '/privacy-and-cookies-policy'])
    expect(lines).toContain(`Allow: ${path}`);
  for (const path of ['/transactions', '/profile', '/kyc', '/login', '/registration', '/auth/', '/api/v1/']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${APP}/sitemap.xml`);
});

test('sitemap.xml lists the public pages on the app origin', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations).toEqual([
    `${APP}/decision-flow`,
    `${APP}/terms-and-conditions`,
    `${APP}/privacy-and-cookies-policy`,
  ]);
});

test('without keys no third-party script is added and no request leaves for a third party', async ({ page }) => {
  // Allowed: the app itself and the configured error-reporting DSN (the sandbox's Sentry ingest locally).
  const allowed = new Set([APP, SANDBOX]);
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (['http:', 'https:'].includes(url.protocol) && !allowed.has(url.origin)) foreign.push(r.url());
  });
  for (const path of ['/terms-and-conditions', '/decision-flow']) {
    await page.goto(path);
    await loadedAndIdle(page);
    await expect(page.locator('script#session-recording, script#fraud-detection')).toHaveCount(0);
  }
  expect(foreign).toEqual([]);
});
