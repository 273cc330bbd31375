/**
 * Issue #5's widget in a partner's page (spec §1, §2, §4): the lobstr host page (sandbox/hosts, an allowed
 * origin) frames /widget; a person buys USDC inside the frame with lobstr's branding, theme and language, and
 * the host receives the widget's events (ready, resize, transaction status, complete, close request); the host
 * pushes theme and language live; an origin the app does not allow cannot frame it (CSP frame-ancestors); a
 * mobile webview user agent adapts the screen; blocked cookies in the frame are detected and a new window is
 * offered. Screenshots of the framed widget at 375 px, light and dark, and of the host page at 1280 px.
 */
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, PASSWORD, sandbox, signIn, test } from './support';

const APP = 'http://localhost:3000';
const LOBSTR = 'http://localhost:4012';
const FOREIGN = 'http://localhost:4019';
const PARTNER_CSP =
  "frame-ancestors 'self' http://localhost:4011 http://localhost:4012 http://localhost:4013 http://localhost:4014";
const STELLAR = `GLOBSTR${'K'.repeat(49)}`;
const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36';

/** The frame's content, ignoring React's not-yet-revealed streamed copy (see e2e/support.ts). */
function widget(page: Page) {
  const frame = page.frameLocator('#widget');
  const settled = frame.locator(':not(div[hidden][id^="S:"] *)');
  return {
    frame,
    testId: (id: string): Locator => frame.getByTestId(id).and(settled),
    html: frame.locator('html'),
  };
}

/** The Frame object of the widget (for its URL and for scripts run inside it). */
async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('#widget').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the host page has no widget frame');
  return frame;
}

/** Events the host page logged, by type. */
const hostEvents = (page: Page, type: string) =>
  page.getByTestId('event-log').locator(`[data-testid="host-event"][data-type="${type}"]`);

/** The JSON payloads the host logged for a type (the log line is "type origin json"). */
async function payloads(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const lines = await hostEvents(page, type).allTextContents();
  return lines.map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
}

/** Waits until the frame's streamed screen is revealed and hydrated (the header's account action appears then). */
async function frameReady(frame: FrameLocator) {
  await expect(frame.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  const banner = frame.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: /^(Sign in|Entrar)$/ })
      .or(banner.getByRole('button', { name: /^(Sign out|Sair)$/ })),
  ).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

test("a buy inside lobstr's frame: lobstr's branding, theme and language; the host gets the widget's events", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?theme=dark&language=pt&callback=postMessage&on_change_callback=postMessage`);

  // The widget knows its partner from redirect_url's origin (GET /wallet) and shows lobstr's mark in dark.
  await expect(w.testId('widget')).toHaveAttribute('data-partner', 'lobstr');
  await expect(w.html).toHaveAttribute('lang', 'pt');
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.testId('widget-title')).toHaveText('Compre e venda USDC');
  const brand = w.testId('brand');
  await expect(brand).toHaveAttribute('data-partner', 'lobstr');
  await expect(brand.locator('img[src="/partners/lobstr/circle-dark.svg"]')).toBeVisible();
  await expect(brand.locator('img[src="/partners/lobstr/circle-light.svg"]')).toBeHidden();

  // The host page received ready and resize, from the app's origin.
  await expect(hostEvents(page, 'ready').first()).toHaveAttribute('data-origin', APP);
  expect((await payloads(page, 'ready'))[0]).toMatchObject({
    path: '/widget',
    partner: 'lobstr',
    mode: 'standalone',
    language: 'pt',
    theme: 'dark',
  });
  await expect(hostEvents(page, 'resize').first()).toBeVisible();
  expect((await payloads(page, 'resize'))[0]!.height).toBeGreaterThan(0);
  await expect(hostEvents(page, 'rejected')).toHaveCount(0);

  // Buy: amount, wallet, sign in (inside the frame), review.
  await w.testId('widget-buy').click();
  await frameReady(w.frame);
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Comprar USDC');
  await w.testId('order-fiat').selectOption('BRL');
  await w.testId('order-amount-in').fill('250');
  await expect(w.testId('quote-fee')).toContainText('BRL');
  await w.testId('order-continue').click();
  await w.testId('order-address').fill(STELLAR);
  await w.frame.getByRole('button', { name: 'Entrar para continuar' }).click();

  await expect(w.frame.getByLabel(/e-?mail/i).first()).toBeVisible();
  await expect(w.testId('brand')).toHaveAttribute('data-partner', 'lobstr'); // the widget session keeps the partner
  await w.frame
    .getByLabel(/e-?mail/i)
    .first()
    .fill('demo@example.com');
  await w.frame.getByLabel(/^senha/i).fill(PASSWORD);
  await w.frame.getByRole('button', { name: /^entrar$/i }).click();

  // Back on the review, still in Portuguese and dark (the partner's language outlives sign-in), lobstr-branded.
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Confira o seu pedido');
  await expect(w.testId('summary-pay')).toHaveText(/^250[.,]00 BRL$/);
  await expect(w.html).toHaveAttribute('lang', 'pt');
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.testId('brand')).toHaveAttribute('data-partner', 'lobstr');
  await page.locator('#widget').screenshot({ path: 'screenshots/widget/framed-review-dark-pt.png' });
  await w.testId('order-confirm').click();

  // The provider's checkout (another origin: an out-of-process frame), inside the frame, then the final step.
  await expect
    .poll(async () => (await widgetFrame(page)).url(), { timeout: 30_000 })
    .toContain('/__sandbox/pages/checkout');
  await (await widgetFrame(page)).getByRole('button', { name: 'Pay (complete the order)' }).click();
  await expect(w.testId('back-to-partner')).toHaveText('Voltar para LOBSTR');
  // The provider's cross-site return carried no Lax cookies, yet the partner's theme and language hold.
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.html).toHaveAttribute('lang', 'pt');
  const finalUrl = new URL((await widgetFrame(page)).url());
  expect(finalUrl.origin + finalUrl.pathname).toBe(`${APP}/final-step`);
  const id = finalUrl.searchParams.get('id');
  expect(id).toBeTruthy();

  // The host heard the transaction's status and the end of the flow, for that transaction.
  await expect(hostEvents(page, 'complete')).toHaveCount(1);
  expect(await payloads(page, 'complete')).toEqual([{ id, status: 'completed' }]);
  // The order's creation (incomplete), then its status when the flow ended.
  expect(await payloads(page, 'transaction_status')).toEqual([
    { id, kind: 'deposit', status: 'incomplete', previous_status: null },
    { id, kind: 'deposit', status: 'completed', previous_status: 'incomplete' },
  ]);
  // SEP-24 postMessage callbacks asked for on the URL: on_change_callback for each status, callback once at the end.
  await expect(hostEvents(page, 'sep24')).toHaveCount(3);
  const sep24 = (await payloads(page, 'sep24')) as Array<{ transaction: Record<string, unknown> }>;
  expect(sep24.map((m) => m.transaction.status)).toEqual(['incomplete', 'completed', 'completed']);
  for (const { transaction } of sep24) {
    expect(transaction).toMatchObject({
      id,
      kind: 'deposit',
      amount_in: '250.00',
      more_info_url: `${APP}/transaction?id=${id}`,
    });
  }

  await page.locator('#widget').screenshot({ path: 'screenshots/widget/framed-final-step-dark-pt.png' });
  // "Back to LOBSTR" asks the host to close the widget; the host page hides the frame.
  await w.testId('back-to-partner').click();
  await expect(hostEvents(page, 'close_request')).toHaveCount(1);
  expect(await payloads(page, 'close_request')).toEqual([{ reason: 'done' }]);
  await expect(page.getByTestId('widget-closed')).toBeVisible();
  await expect(hostEvents(page, 'rejected')).toHaveCount(0);
});

test('theme and language pushed by the host apply live, without a reload; others cannot push them', async ({
  page,
}) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget`);
  await expect(w.testId('widget-title')).toHaveText('Buy and sell USDC');
  await expect(w.html).not.toHaveClass(/dark/);
  await frameReady(w.frame);
  const frame = await widgetFrame(page);
  await frame.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByTestId('send-theme-dark').click();
  await expect(w.html).toHaveClass(/dark/);
  await page.getByTestId('send-language-pt').click();
  await expect(w.html).toHaveAttribute('lang', 'pt');
  await expect(w.testId('widget-title')).toHaveText('Compre e venda USDC');
  // Same document: nothing was reloaded.
  expect(await frame.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // A command that does not come from the host window (here: the frame posting to itself) is ignored and logged.
  const ignored = page.waitForEvent('console', (m) =>
    m.text().includes('[widget] ignored a message from http://localhost:3000'),
  );
  await frame.evaluate(() =>
    window.postMessage({ source: 'ramp-widget', version: 1, type: 'set_theme', payload: { theme: 'light' } }, '*'),
  );
  await ignored;
  await expect(w.html).toHaveClass(/dark/);

  // An invalid command from the host is refused with a warning, and changes nothing.
  const refused = page.waitForEvent('console', (m) => m.text().includes('[widget] ignored a host message'));
  await page.evaluate(() => {
    const target = (document.getElementById('widget') as HTMLIFrameElement).contentWindow!;
    target.postMessage(
      { source: 'ramp-widget', version: 1, type: 'set_theme', payload: { theme: 'neon' } },
      'http://localhost:3000',
    );
  });
  await refused;
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.html).toHaveAttribute('lang', 'pt');
});

test('a partner that turns the header off gets no header on any screen of the visit, and its own title', async ({
  page,
}) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?isHeaderDisabled=true&title=${encodeURIComponent('LOBSTR cash')}`);
  await expect(w.testId('widget-title')).toHaveText('LOBSTR cash');
  await expect(w.frame.getByRole('banner')).toHaveCount(0);
  await expect(hostEvents(page, 'ready').first()).toBeVisible();
  await w.testId('widget-sell').click();
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await expect(w.testId('order-amount-in')).toBeVisible();
  await expect(w.frame.getByRole('banner')).toHaveCount(0);
});

test('ramp mode inside the frame: the prepared order goes to /ramp and on to the provider', async ({ page }) => {
  // The sandbox's provider page is http://127.0.0.1:4010/…; /ramp forces https (spec §4), answered here.
  const provider: string[] = [];
  await page.route('https://127.0.0.1:4010/**', async (route) => {
    provider.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Provider checkout</h1>' });
  });
  const w = widget(page);
  await page.goto(
    `${LOBSTR}/widget?crypto_method_guid=pix&amount=20&amount_in=100&payment_currency=BRL&crypto_currency=USDC&language=en`,
  );
  await expect(w.testId('widget')).toHaveAttribute('data-mode', 'ramp');
  await expect(w.testId('widget-title')).toHaveText('Your order');
  // Each amount with its own currency: `amount` is the crypto amount, `amount_in` the fiat paid.
  await expect(w.testId('ramp-amount')).toHaveText('20 USDC');
  await expect(w.testId('ramp-amount-in')).toHaveText('100 BRL');
  await expect(hostEvents(page, 'ready').first()).toBeVisible();
  expect((await payloads(page, 'ready'))[0]).toMatchObject({ mode: 'ramp', partner: 'lobstr' });

  await w.testId('widget-continue').click();
  await expect(w.frame.getByRole('heading', { name: 'Provider checkout' })).toBeVisible();
  const final = new URL(provider[0]!);
  expect(final.pathname).toBe('/__sandbox/pages/checkout');
  // The provider gets the crypto amount as `amount`, not the fiat one.
  expect(Object.fromEntries(final.searchParams)).toMatchObject({
    mode: 'on-ramp',
    amount: '20',
    payment_currency: 'BRL',
    crypto_currency: 'USDC',
  });
});

test('unknown and malformed parameters are ignored with a warning; the widget still opens', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[widget]')) warnings.push(m.text());
  });
  await page.goto(
    `${APP}/widget?theme=purple&language=xx&amount_in=-3&redirect_url=https://evil.example/&utm_source=news&title=Hello`,
  );
  await expect(page.getByTestId('widget-title')).toHaveText('Hello');
  await expect(page.getByTestId('widget')).toHaveAttribute('data-partner', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('brand')).toHaveAttribute('data-partner', '');
  await expect.poll(() => warnings.join('\n')).toContain('ignored theme="purple"');
  const all = warnings.join('\n');
  expect(all).toContain('ignored language="xx"');
  expect(all).toContain('ignored amount_in="-3"');
  expect(all).toContain('ignored redirect_url="https://evil.example/"');
  expect(all).toContain('ignored unknown parameter: utm_source');
  // The buy link carries nothing that was refused.
  await expect(page.getByTestId('widget-buy')).toHaveAttribute('href', '/order?mode=on-ramp');
});

test("without a return URL the session's wallet_name names the partner; no partner, the product's branding", async ({
  page,
  browser,
}) => {
  // demo@example.com's session names the test partner (wallet_name "test").
  await signIn(page, 'demo@example.com', '/transactions');
  await expect(page.getByTestId('brand')).toHaveAttribute('data-partner', 'test');
  await expect(page.getByTestId('brand').locator('img[src="/partners/test/large-light.svg"]')).toBeVisible();

  // A visitor: the product's mark and name.
  const visitor = await browser.newPage();
  await visitor.goto(`${APP}/decision-flow`);
  await expect(visitor.getByTestId('brand')).toHaveAttribute('data-partner', '');
  await expect(visitor.getByTestId('brand')).toHaveAccessibleName('Ramp');
  // A return URL on a partner origin names that partner (GET /wallet against it), in the main layout too.
  await visitor.goto(`${APP}/decision-flow?redirect_url=${encodeURIComponent('http://localhost:4013/')}`);
  await expect(visitor.getByTestId('brand')).toHaveAttribute('data-partner', 'trustWallet');
  await visitor.close();
});

test('a site the app does not allow cannot frame /widget', async ({ page }) => {
  const widgetResponse = page.waitForResponse((r) => r.url().startsWith(`${APP}/widget`));
  await page.goto(`${FOREIGN}/widget`);
  const response = await widgetResponse;
  const csp = response.headers()['content-security-policy'];
  expect(csp).toBe(PARTNER_CSP);
  expect(csp).not.toContain(FOREIGN);
  expect(response.headers()['x-frame-options']).toBeUndefined();

  // Chromium refuses to render the framed document: the frame ends on its error page, never the widget.
  await expect.poll(async () => (await widgetFrame(page)).url()).toBe('chrome-error://chromewebdata/');
  await expect(widget(page).frame.getByTestId('widget')).toHaveCount(0);
  await expect(page.getByTestId('host-event')).toHaveCount(0);

  // The same page on lobstr's origin does get the widget (the control).
  await page.goto(`${LOBSTR}/widget`);
  await expect(widget(page).testId('widget')).toBeVisible();
});

test('pages outside the widget cannot be framed at all', async ({ request }) => {
  for (const path of ['/profile', '/security', '/test-sentry-error']) {
    const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
    expect([path, response.headers()['content-security-policy']]).toEqual([path, "frame-ancestors 'none'"]);
  }
  for (const path of ['/widget', '/order', '/login', '/kyc', '/final-step', '/interactive-flow']) {
    const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
    expect([path, response.headers()['content-security-policy']]).toEqual([path, PARTNER_CSP]);
  }
  // The settings flow that ends a recovery started in the frame (/security?flow=…) may be framed; nothing else there.
  for (const [path, csp] of [
    ['/security?flow=0b2c', PARTNER_CSP],
    ['/security/?flow=0b2c', PARTNER_CSP],
    ['/security?returnTo=%2Fwidget', "frame-ancestors 'none'"],
    ['/security/history?flow=0b2c', "frame-ancestors 'none'"],
    ['/profile?flow=0b2c', "frame-ancestors 'none'"],
  ]) {
    const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
    expect([path, response.headers()['content-security-policy']]).toEqual([path, csp]);
  }
});

test("Google sign-in inside a partner's frame opens in a new window; in a webview it is not offered", async ({
  browser,
  context,
  page,
}) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?language=en`);
  await frameReady(w.frame);
  await w.frame.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const google = w.testId('google-sign-in');
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(w.frame.getByText('Google sign-in opens in a new window')).toBeVisible();
  const popup = context.waitForEvent('page');
  await google.click();
  const opened = await popup;
  // Top level in the new window, where the usual Google button is offered.
  await expect(opened).toHaveURL(new RegExp(`^${APP}/login-google\\?`));
  await expect(opened.getByRole('button', { name: /Google/ })).toBeVisible();
  await expect(opened.getByTestId('google-sign-in')).toHaveCount(0);

  // An Android WebView, not framed: Google refuses such user agents, so only e-mail sign-in is offered.
  const webview = await browser.newContext({
    userAgent: ANDROID_WEBVIEW_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await webview.newPage();
  await app.goto(`${APP}/login`);
  await expect(app.getByTestId('google-unavailable')).toHaveText(/sign in with your email instead/);
  await expect(app.getByTestId('google-sign-in')).toHaveCount(0);
  await app.goto(`${APP}/login-google`);
  await expect(app.getByTestId('google-unavailable')).toBeVisible();
  await expect(app.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await webview.close();
});

test('in a mobile webview the widget adapts: links stay in the view, the close button talks to the app', async ({
  browser,
  page,
}) => {
  // An Android WebView with a React Native bridge, as a partner app embeds the widget.
  const context = await browser.newContext({
    userAgent: ANDROID_WEBVIEW_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sent: string[] }).sent = sent;
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => sent.push(message),
    };
  });
  const app = await context.newPage();
  await app.goto(`${APP}/widget?redirect_url=${encodeURIComponent(LOBSTR)}`);
  await expect(app.locator('html')).toHaveAttribute('data-webview', 'user-agent');
  await expect(app.getByTestId('widget-terms')).not.toHaveAttribute('target', /.+/);
  await expect(app.getByTestId('widget-privacy')).not.toHaveAttribute('target', /.+/);
  const messages = async () =>
    (await app.evaluate(() => (window as unknown as { sent: string[] }).sent)).map(
      (m) => JSON.parse(m) as { type: string; payload: unknown },
    );
  await expect.poll(async () => (await messages()).map((m) => m.type)).toContain('ready');
  await app.getByTestId('widget-close').click();
  await expect
    .poll(async () => (await messages()).filter((m) => m.type === 'close_request'))
    .toEqual([{ source: 'ramp-widget', version: 1, type: 'close_request', payload: { reason: 'user' } }]);
  await app.screenshot({ path: 'screenshots/widget/webview-375.png', fullPage: true });
  await context.close();

  // The same screen in an ordinary desktop tab: new-tab links, no close button, not a webview.
  await page.goto(`${APP}/widget?redirect_url=${encodeURIComponent(LOBSTR)}`);
  await expect(page.getByTestId('widget-title')).toBeVisible();
  await expect(page.getByTestId('widget-terms')).toHaveAttribute('target', '_blank');
  await expect(page.locator('html')).not.toHaveAttribute('data-webview', /.+/);
  await expect(page.getByTestId('widget-close')).toHaveCount(0);
});

test('a frame whose cookies work gets no warning even when hasStorageAccess() says false (Firefox)', async ({
  context,
  page,
}) => {
  await context.addInitScript(() => {
    if (window.self !== window.top) Document.prototype.hasStorageAccess = () => Promise.resolve(false);
  });
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?language=en`);
  await expect(w.testId('widget-title')).toBeVisible();
  // The check has run (its verdict is on the page) and found the cookies working: no warning, no error event.
  await expect(w.testId('storage-verdict')).toHaveAttribute('data-verdict', 'ok');
  await expect(hostEvents(page, 'ready').first()).toBeVisible();
  await expect(w.testId('cookies-blocked')).toHaveCount(0);
  expect(await payloads(page, 'error')).toEqual([]);
});

test('cookies blocked inside the frame: the widget says so, tells the host and offers a new window', async ({
  context,
  page,
}) => {
  // A browser that drops the frame's cookies and denies it storage access (as Safari does for third-party frames).
  await context.addInitScript(() => {
    if (window.self === window.top) return;
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    Document.prototype.hasStorageAccess = () => Promise.resolve(false);
    Document.prototype.requestStorageAccess = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?language=en`);
  await expect(w.testId('cookies-blocked')).toContainText("limits cookies inside LOBSTR's page");
  await expect(hostEvents(page, 'error').first()).toBeVisible();
  expect(await payloads(page, 'error')).toContainEqual({ code: 'cookies_blocked', message: expect.any(String) });

  // The button asks for storage access first; refused, it continues in a new window.
  const popup = context.waitForEvent('page');
  await w.testId('open-new-window').click();
  const opened = await popup;
  await expect(opened).toHaveURL(new RegExp(`^${APP}/widget\\?language=en&redirect_url=`));
  await expect(opened.getByTestId('widget-title')).toBeVisible();
  // Top level, the same widget has its cookies: no warning there.
  await expect(opened.getByTestId('cookies-blocked')).toHaveCount(0);
});

for (const [theme, language] of [
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'pt'],
  ['dark', 'pt'],
] as const) {
  test(`screenshots: the framed widget at 375 px (${theme}, ${language}) and the host page at 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${LOBSTR}/widget?theme=${theme}&language=${language}&demo=true`);
    const w = widget(page);
    await expect(w.testId('demo-address')).toBeVisible();
    await expect(w.html).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(w.html).toHaveAttribute('lang', language);
    // On a 375 px phone the host runs the frame edge to edge: the widget gets exactly 375 px.
    const box = await page.locator('#widget').boundingBox();
    expect(box!.width).toBe(375);
    expect(await (await widgetFrame(page)).evaluate(() => window.innerWidth)).toBe(375);
    // No dev-only overlay over the widget (next.config.ts devIndicators: false).
    await expect(w.frame.locator('[data-next-badge]')).toBeHidden();
    await page.locator('#widget').screenshot({ path: `screenshots/widget/framed-375-${theme}-${language}.png` });
    // Wider, the same content is shorter: the widget reports a smaller height and the host's frame shrinks to it.
    const lastHeight = async () => Number((await payloads(page, 'resize')).at(-1)?.height ?? 0);
    const narrow = await lastHeight();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(lastHeight).toBeLessThan(narrow);
    await expect
      .poll(async () => (await page.locator('#widget').boundingBox())!.height)
      .toBe(Math.max(480, await lastHeight()) + 2);
    await page.screenshot({ path: `screenshots/widget/host-1280-${theme}-${language}.png`, fullPage: true });
  });
}
