/**
 * The public pages (spec §2, §9): /terms-and-conditions and /privacy-and-cookies-policy are server-rendered from the
 * sandbox's stand-in pages (text in the HTML before any script, title and canonical in the head), fall back to a plain
 * link to the original when the source fails, and strip hostile markup; robots.txt and sitemap.xml answer; without keys
 * no third-party script loads.
 *
 * Caching: the app keeps a fetched document for an hour (lib/legal/load.ts), so a fault armed now would be hidden by
 * the copy an earlier view fetched. The fault tests therefore send the document request with the sandbox's own switch
 * (`x-sandbox-fresh-copy: 1`), which makes the page ask the source afresh: deterministic whatever the cache holds. A
 * client's `Cache-Control: no-cache` is ignored: it gets the cached copy while the source fails. The connection-refused
 * and timeout cases need the source really down, which a shared sandbox cannot be during a test run:
 * lib/legal/load.test.ts covers them against real sockets.
 *
 * The app fetches a source without the browser's cookies, so a fault on it cannot be one of the test's own scope
 * (sandbox.fault): it meets whichever request of that page comes next. The tests that arm one therefore run one at a
 * time, in one group, and leave none armed behind them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { APP, expect, SANDBOX, test, testCookies, type ArmedFault, type Fault, byTestId, byText } from './support';

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

/** The languages a document is read in; the app keeps a copy of the source's answer per language. */
const LANGUAGES = ['en', 'pt'] as const;

/**
 * Arms a fault on a stand-in page (sandbox/README.md: faults on /__sandbox/pages/terms and /privacy) for its next
 * `times` requests, whoever makes them. First the document is read in each language, so the app holds a copy of each:
 * another test's first view, running meanwhile, reads that copy and never meets this fault.
 */
async function faultPage(
  request: APIRequestContext,
  doc: (typeof DOCUMENTS)[number],
  fault: Required<Pick<Fault, 'status'>> & Pick<Fault, 'body' | 'times'>,
) {
  for (const lang of LANGUAGES) {
    const copy = await request.get(doc.path, { headers: { cookie: `language=${lang}` } });
    expect(await copy.text(), `the ${lang} copy of ${doc.path}`).toContain(doc.text);
  }
  const armed = await request.post(`${SANDBOX}/__sandbox/faults`, {
    data: { method: 'GET', path: new URL(doc.source).pathname, times: 1, ...fault },
  });
  expect(armed.status(), 'fault on the source').toBe(201);
}

/** Spends the faults on the stand-in pages that no request met (GET /__sandbox/faults lists them), one request each. */
async function spendPageFaults(request: APIRequestContext) {
  const armed = (await (await request.get(`${SANDBOX}/__sandbox/faults`)).json()) as ArmedFault[];
  for (const doc of DOCUMENTS) {
    const path = new URL(doc.source).pathname;
    const left = armed.filter((f) => f.scope === undefined && f.path === path).reduce((n, f) => n + f.remaining, 0);
    for (let i = 0; i < left; i++) await request.get(doc.source);
  }
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
    for (const lang of LANGUAGES) {
      test(`is readable with JavaScript disabled, title and canonical in the head (${lang})`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.addCookies([
          ...testCookies().filter((cookie) => cookie.name !== 'language'),
          { name: 'language', value: lang, url: APP },
        ]);
        const page = await context.newPage();
        const response = await page.goto(doc.path);
        expect(response?.status()).toBe(200);

        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title[lang]);
        await expect(byText(page, doc.text)).toBeVisible();
        // The source's h2 sections, one level down under our h1.
        await expect(page.getByRole('heading', { level: 3, name: doc.heading })).toBeVisible();
        await expect(byTestId(page, 'legal-document')).toHaveAttribute('lang', 'en'); // the source is in English
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
  });
}

test.describe('a failing or hostile source', () => {
  // One worker runs these in order: the faults they arm on the sources are met by any request (see the top of the
  // file), so two of them side by side would meet each other's.
  test.describe.configure({ mode: 'default' });

  test.afterEach(async ({ request }) => {
    await spendPageFaults(request);
  });

  for (const doc of DOCUMENTS) {
    test.describe(doc.path, () => {
      test('shows a plain link to the original when the source answers 500, and is not indexed', async ({
        page,
        request,
      }) => {
        await faultPage(request, doc, { status: 500 });
        await askFresh(page, doc.path);
        const response = await page.goto(doc.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title.en);
        const link = byTestId(page, 'legal-original-link');
        await expect(link).toHaveAttribute('href', doc.source);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveText(`${doc.title.en} (original page)`);
        await expect(byTestId(page, 'legal-document')).toHaveCount(0);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
        await expect(page.getByRole('banner')).toBeVisible(); // still our main layout, not an error screen
      });
    });
  }

  test('a source answering something that is not an HTML document also gets the fallback', async ({
    page,
    request,
  }) => {
    const terms = DOCUMENTS[0];
    await faultPage(request, terms, { status: 200, body: { terms: 'not html' } });
    await askFresh(page, terms.path);
    await page.goto(terms.path);
    await expect(byTestId(page, 'legal-original-link')).toHaveAttribute('href', terms.source);
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
    await faultPage(request, terms, { status: 200, body: hostile });
    await askFresh(page, terms.path);
    await page.goto(terms.path);

    const article = byTestId(page, 'legal-document');
    await expect(article.getByRole('heading', { level: 2, name: 'Hostile terms' })).toBeVisible();
    await expect(byText(article, 'Visible clause.')).toBeVisible();
    await expect(
      article.locator('script, style, iframe, img, svg, textarea, [style], [onclick], [onmouseover], [onerror]'),
    ).toHaveCount(0);
    await expect(byText(article, 'click me')).toBeVisible();
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

  test("a client's Cache-Control: no-cache gets the cached legal document, not a fresh fetch", async ({ page }) => {
    const terms = DOCUMENTS[0];
    await page.goto(terms.path);
    await expect(byText(page, terms.text)).toBeVisible();
    await faultPage(page.request, terms, { status: 500, times: 5 });
    const response = await page.request.get(terms.path, { headers: { 'cache-control': 'no-cache' } });
    expect(await response.text()).toContain(terms.text);
  });
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
