/**
 * The widget in a partner's page (spec §1, §2, §4): the lobstr host page (sandbox/hosts, an allowed origin) frames
 * /widget; a person buys USDC inside the frame with lobstr's branding, theme and language, and the host receives the
 * widget's events (ready, resize, transaction status, complete, close request); the host pushes theme and language
 * live; header off, ramp mode, tolerant parameters and the partner's name.
 *
 * A test that signs in uses its own account (a copy of the demo seed: KYC approved, billing details, wallet_name
 * "test"): the buy through the login screen inside the frame, the partner's-name test without the screens; the others
 * are visitors.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { interactive } from './hydration';
import { pick } from './order-helpers';
import { APP, expect, keepScreenshot, signInAs, test, testCookies, byTestId } from './support';
import { LOBSTR, STELLAR, widget, widgetFrame, hostEvents, payloads } from './widget-host';

// The checkout (127.0.0.1:4010) is another site than the app (localhost), so with Chromium's site isolation it loads
// in an out-of-process frame, and Playwright lost that frame after the swap in about 1 run of 12 (8 of 95 runs of the
// buy below; `contentFrame()` stayed null for 27 s while the checkout was on screen). Without site isolation (one
// process, same frame tree) the same buy passed 45 of 45. The app does not depend on the process model (cookies'
// SameSite and postMessage origins are decided by site and origin), so this file runs without it.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  },
});

test("a buy inside lobstr's frame: lobstr's branding, theme and language; the host gets the widget's events", async ({
  page,
  account,
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
  await interactive(w.frame);
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Comprar USDC');
  await pick(w.testId('order-fiat'), 'BRL');
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
    .fill(account.email);
  await w.frame.getByLabel(/^senha/i).fill(account.password);
  await w.frame.getByRole('button', { name: /^entrar$/i }).click();

  // Back on the review, dark and lobstr-branded, now in the profile's language (en, as the account was made): for an
  // active session the profile's language wins over the partner's (spec §4). Signed in, the frame loads the review as
  // a new document: first that document, ready (revealed, hydrated, the session known), then its content.
  await expect.poll(async () => (await widgetFrame(page)).url()).toContain('step=review');
  await interactive(w.frame);
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Review your order');
  await expect(w.testId('summary-pay')).toHaveText(/^250\.00 BRL$/);
  await expect(w.html).toHaveAttribute('lang', 'en');
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.testId('brand')).toHaveAttribute('data-partner', 'lobstr');
  await keepScreenshot(page.locator('#widget'), 'screenshots/widget/framed-review-dark.png');
  await w.testId('order-confirm').click();

  // The provider's checkout (another site), inside the frame, then the final step.
  await expect(w.frame.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible({ timeout: 30_000 });
  expect(await w.html.evaluate(() => window.location.pathname)).toBe('/__sandbox/pages/checkout');
  await w.frame.getByRole('button', { name: 'Pay (complete the order)' }).click();
  await expect(w.testId('back-to-partner')).toHaveText('Back to LOBSTR');
  // The provider's cross-site return carried no Lax cookies, yet the theme and the language hold.
  await expect(w.html).toHaveClass(/dark/);
  await expect(w.html).toHaveAttribute('lang', 'en');
  const finalUrl = new URL(await w.html.evaluate(() => window.location.href));
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

  await keepScreenshot(page.locator('#widget'), 'screenshots/widget/framed-final-step-dark.png');
  // "Back to LOBSTR" asks the host to close the widget; the host page hides the frame.
  await w.testId('back-to-partner').click();
  await expect(hostEvents(page, 'close_request')).toHaveCount(1);
  expect(await payloads(page, 'close_request')).toEqual([{ reason: 'done' }]);
  await expect(byTestId(page, 'widget-closed')).toBeVisible();
  await expect(hostEvents(page, 'rejected')).toHaveCount(0);
});

test('theme and language pushed by the host apply live, without a reload; others cannot push them', async ({
  page,
}) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget`);
  await expect(w.testId('widget-title')).toHaveText('Buy and sell USDC');
  await expect(w.html).not.toHaveClass(/dark/);
  await interactive(w.frame);
  const frame = await widgetFrame(page);
  await frame.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await byTestId(page, 'send-theme-dark').click();
  await expect(w.html).toHaveClass(/dark/);
  await byTestId(page, 'send-language-pt').click();
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
  // The function runs in the page: the app's origin goes in as its argument.
  await page.evaluate((app) => {
    const target = (document.getElementById('widget') as HTMLIFrameElement).contentWindow!;
    target.postMessage({ source: 'ramp-widget', version: 1, type: 'set_theme', payload: { theme: 'neon' } }, app);
  }, APP);
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
  await expect(byTestId(page, 'widget-title')).toHaveText('Hello');
  await expect(byTestId(page, 'widget')).toHaveAttribute('data-partner', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(byTestId(page, 'brand')).toHaveAttribute('data-partner', '');
  // Each console message reaches the test on its own: all five are checked together until they are all there.
  await expect(() => {
    const all = warnings.join('\n');
    expect(all).toContain('ignored theme="purple"');
    expect(all).toContain('ignored language="xx"');
    expect(all).toContain('ignored amount_in="-3"');
    expect(all).toContain('ignored redirect_url="https://evil.example/"');
    expect(all).toContain('ignored unknown parameter: utm_source');
  }).toPass();
  // The buy link carries nothing that was refused.
  await expect(byTestId(page, 'widget-buy')).toHaveAttribute('href', '/order?mode=on-ramp');
});

test("without a return URL the session's wallet_name names the partner; no partner, the product's branding", async ({
  page,
  browser,
  account,
}) => {
  // The account's session names the test partner (wallet_name "test", as in the demo seed).
  await signInAs(page, account, '/transactions');
  await expect(byTestId(page, 'brand')).toHaveAttribute('data-partner', 'test');
  await expect(byTestId(page, 'brand').locator('img[src="/partners/test/large-light.svg"]')).toBeVisible();

  // A visitor (a browser context of its own, with the test's cookies): the product's mark and name.
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies(testCookies());
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${APP}/decision-flow`);
  await expect(byTestId(visitor, 'brand')).toHaveAttribute('data-partner', '');
  await expect(byTestId(visitor, 'brand')).toHaveAccessibleName('Ramp');
  // A return URL on a partner origin names that partner (GET /wallet against it), in the main layout too.
  await visitor.goto(`${APP}/decision-flow?redirect_url=${encodeURIComponent('http://localhost:4013/')}`);
  await expect(byTestId(visitor, 'brand')).toHaveAttribute('data-partner', 'trustWallet');
  await visitorContext.close();
});
