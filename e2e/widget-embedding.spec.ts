/**
 * The widget at the edges of embedding (spec §1, §2): an origin the app does not allow cannot frame it (CSP
 * frame-ancestors), pages outside the widget cannot be framed, Google sign-in leaves the frame, a mobile webview user
 * agent adapts the screen, and blocked cookies in the frame are detected and a new window is offered.
 *
 * No test signs in or changes data: the widget is seen as a visitor would see it. A browser context a test makes itself
 * (a mobile webview) gets the test's cookies (testCookies) like the one the fixture makes.
 */
import { interactive } from './hydration';
import { APP, expect, keepScreenshot, test, testCookies, byTestId, byText } from './support';
import {
  LOBSTR,
  FOREIGN,
  PARTNER_CSP,
  ANDROID_WEBVIEW_UA,
  widget,
  widgetFrame,
  hostEvents,
  payloads,
} from './widget-host';

/**
 * The frame-ancestors directive of a Content-Security-Policy header (pages carry a whole policy; who may frame them is
 * this directive alone).
 */
function frameAncestors(csp: string | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));
}

test('a site the app does not allow cannot frame /widget', async ({ page }) => {
  const widgetResponse = page.waitForResponse((r) => r.url().startsWith(`${APP}/widget`));
  await page.goto(`${FOREIGN}/widget`);
  const response = await widgetResponse;
  const csp = response.headers()['content-security-policy'];
  expect(frameAncestors(csp)).toBe(PARTNER_CSP);
  expect(csp).not.toContain(FOREIGN);
  expect(response.headers()['x-frame-options']).toBeUndefined();

  // Chromium refuses to render the framed document: the frame ends on its error page, never the widget.
  await expect.poll(async () => (await widgetFrame(page)).url()).toBe('chrome-error://chromewebdata/');
  await expect(byTestId(widget(page).frame, 'widget')).toHaveCount(0);
  await expect(byTestId(page, 'host-event')).toHaveCount(0);

  // The same page on lobstr's origin does get the widget (the control).
  await page.goto(`${LOBSTR}/widget`);
  await expect(widget(page).testId('widget')).toBeVisible();
});

test('pages outside the widget cannot be framed at all', async ({ request }) => {
  for (const path of ['/profile', '/security', '/test-sentry-error']) {
    const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
    expect([path, frameAncestors(response.headers()['content-security-policy'])]).toEqual([
      path,
      "frame-ancestors 'none'",
    ]);
  }
  for (const path of ['/widget', '/order', '/login', '/kyc', '/final-step', '/interactive-flow']) {
    const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
    expect([path, frameAncestors(response.headers()['content-security-policy'])]).toEqual([path, PARTNER_CSP]);
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
    expect([path, frameAncestors(response.headers()['content-security-policy'])]).toEqual([path, csp]);
  }
});

test("Google sign-in inside a partner's frame opens in a new window; in a webview it is not offered", async ({
  browser,
  context,
  page,
}) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?language=en`);
  await interactive(w.frame);
  await w.frame.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const google = w.testId('google-sign-in');
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(byText(w.frame, 'Google sign-in opens in a new window')).toBeVisible();
  const popup = context.waitForEvent('page');
  await google.click();
  const opened = await popup;
  // Top level in the new window, where the usual Google button is offered.
  await expect(opened).toHaveURL(new RegExp(`^${APP}/login-google\\?`));
  await expect(opened.getByRole('button', { name: /Google/ })).toBeVisible();
  await expect(byTestId(opened, 'google-sign-in')).toHaveCount(0);

  // An Android WebView, not framed: Google refuses such user agents, so only e-mail sign-in is offered.
  const webview = await browser.newContext({
    userAgent: ANDROID_WEBVIEW_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await webview.addCookies(testCookies());
  const app = await webview.newPage();
  await app.goto(`${APP}/login`);
  await expect(byTestId(app, 'google-unavailable')).toHaveText(/sign in with your email instead/);
  await expect(byTestId(app, 'google-sign-in')).toHaveCount(0);
  await app.goto(`${APP}/login-google`);
  await expect(byTestId(app, 'google-unavailable')).toBeVisible();
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
  await context.addCookies(testCookies());
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
  await expect(byTestId(app, 'widget-terms')).not.toHaveAttribute('target', /.+/);
  await expect(byTestId(app, 'widget-privacy')).not.toHaveAttribute('target', /.+/);
  const messages = async () =>
    (await app.evaluate(() => (window as unknown as { sent: string[] }).sent)).map(
      (m) => JSON.parse(m) as { type: string; payload: unknown },
    );
  await expect.poll(async () => (await messages()).map((m) => m.type)).toContain('ready');
  await byTestId(app, 'widget-close').click();
  await expect
    .poll(async () => (await messages()).filter((m) => m.type === 'close_request'))
    .toEqual([{ source: 'ramp-widget', version: 1, type: 'close_request', payload: { reason: 'user' } }]);
  await keepScreenshot(app, 'screenshots/widget/webview-375.png', { fullPage: true });
  await context.close();

  // The same screen in an ordinary desktop tab: new-tab links, no close button, not a webview.
  await page.goto(`${APP}/widget?redirect_url=${encodeURIComponent(LOBSTR)}`);
  await expect(byTestId(page, 'widget-title')).toBeVisible();
  await expect(byTestId(page, 'widget-terms')).toHaveAttribute('target', '_blank');
  await expect(page.locator('html')).not.toHaveAttribute('data-webview', /.+/);
  await expect(byTestId(page, 'widget-close')).toHaveCount(0);
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
  // The frame's own URL, top level: the host page's SDK puts redirect_url and language first.
  await expect(opened).toHaveURL(new RegExp(`^${APP}/widget\\?`));
  expect(Object.fromEntries(new URL(opened.url()).searchParams)).toMatchObject({
    language: 'en',
    redirect_url: LOBSTR,
  });
  await expect(byTestId(opened, 'widget-title')).toBeVisible();
  // Top level, the same widget has its cookies: no warning there.
  await expect(byTestId(opened, 'cookies-blocked')).toHaveCount(0);
});
