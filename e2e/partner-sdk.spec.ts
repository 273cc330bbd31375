/**
 * The partner SDK in partners' pages (docs/partner-guide.md "Quick start with the SDK"; the sandbox's host pages):
 * embedded through the script tag the app serves, pinned with its sha384, the frame's height following `resize`
 * within its bounds; the overlay from the ES module, by keyboard (focus moved in, kept in, returned to the opener; the
 * page behind inert); `auto` moving to a popup when the frame's cookies are blocked; messages from another window or
 * origin reaching no handler; and the guide's three-line example working as printed.
 *
 * No test signs in or changes data: the widget is seen as a visitor would see it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { interactive } from './hydration';
import { APP, expect, test, byTestId } from './support';
import { FOREIGN, LOBSTR, hostEvents, payloads, widget, widgetFrame } from './widget-host';
import { GUIDE_FILE, quickStartSnippet } from '../sandbox/hosts/pages/quick-start';

/** The host page's bounds of the frame's height (sandbox/hosts/pages/widget.ts). */
const clamp = (height: number) => Math.min(1400, Math.max(480, Math.ceil(height)));

/** Where focus is on the host page: the widget's frame, the overlay's close button, or somewhere else. */
function focusIn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const root = document.querySelector('[role="dialog"]')?.parentElement;
    if (active?.id === 'widget') return 'frame';
    if (active instanceof HTMLButtonElement && root?.contains(active)) return 'close';
    return `outside: ${active?.tagName ?? 'none'}#${active?.id ?? ''}`;
  });
}

test('the script tag embeds the widget: the frame appears, ready is logged, the height follows resize', async ({
  page,
}) => {
  await page.goto(`${LOBSTR}/widget?language=en`);
  // The app's script, pinned to the committed file's hash (a wrong hash and the browser would not run it).
  const file = readFileSync(path.join(process.cwd(), 'public', 'sdk', 'v1', 'ramp-widget.js'));
  const script = page.locator(`script[src="${APP}/sdk/v1/ramp-widget.js"]`);
  await expect(script).toHaveAttribute('integrity', `sha384-${createHash('sha384').update(file).digest('base64')}`);
  await expect(script).toHaveAttribute('crossorigin', 'anonymous');

  const frame = page.locator('#widget');
  await expect(frame).toHaveAttribute('data-testid', 'widget-frame');
  const w = widget(page);
  await expect(w.testId('widget')).toHaveAttribute('data-partner', 'lobstr');
  await expect(hostEvents(page, 'ready').first()).toHaveAttribute('data-origin', APP);

  // The frame follows the widget's last reported height, within 480–1400 px.
  await interactive(w.frame);
  const followed = async () => {
    const last = (await payloads(page, 'resize')).at(-1)?.height as number | undefined;
    return last !== undefined && (await frame.evaluate((f) => f.clientHeight)) === clamp(last);
  };
  await expect.poll(followed, { message: 'the frame has the last reported height' }).toBe(true);
  // Heights beyond the bounds, reported from the widget's own window: the SDK clamps them.
  const inside = await widgetFrame(page);
  for (const [reported, height] of [
    [100, 480],
    [5000, 1400],
  ]) {
    await inside.evaluate(
      ([h, host]) =>
        parent.postMessage({ source: 'ramp-widget', version: 1, type: 'resize', payload: { height: h } }, host),
      [reported, LOBSTR] as const,
    );
    await expect
      .poll(async () => [(await payloads(page, 'resize')).at(-1)?.height, await frame.evaluate((f) => f.clientHeight)])
      .toEqual([reported, height]);
  }
  await expect(hostEvents(page, 'rejected')).toHaveCount(0);
});

test('the ES module overlay by keyboard: Enter opens it, focus moves in and stays, Escape returns it', async ({
  page,
}) => {
  await page.goto(`${LOBSTR}/widget-overlay?language=en`);
  const opener = byTestId(page, 'open-widget');
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Buy and sell USDC' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#widget')).toBeFocused();
  await expect(page.locator('#page')).toHaveAttribute('inert', '');
  await expect(hostEvents(page, 'ready').first()).toHaveAttribute('data-origin', APP);
  const w = widget(page);
  await expect(w.testId('widget-title')).toBeVisible();
  await interactive(w.frame);

  // Tab runs through the widget, then the dialog's close button, then back into the widget: never the page behind.
  const seen: string[] = [];
  for (let press = 0; press < 60 && !(seen.includes('close') && seen.at(-1) === 'frame'); press += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focusIn(page));
  }
  expect(
    seen.filter((place) => place.startsWith('outside')),
    seen.join(', '),
  ).toEqual([]);
  expect(seen).toContain('close');
  expect(seen.at(-1)).toBe('frame');

  // Escape (from the dialog's own button) closes it; focus goes back to the opener and the page is live again.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusIn(page)).toBe('close');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('#page')).not.toHaveAttribute('inert', '');
});

test("auto: when the frame's cookies are blocked the widget moves to a popup on its URL", async ({ context, page }) => {
  // A browser that drops the frame's cookies and denies it storage access (as in widget-embedding.spec.ts).
  await context.addInitScript(() => {
    if (window.self === window.top) return;
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    Document.prototype.hasStorageAccess = () => Promise.resolve(false);
    Document.prototype.requestStorageAccess = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto(`${LOBSTR}/widget-overlay?variant=auto&language=en`);
  const popup = page.waitForEvent('popup');
  await byTestId(page, 'open-widget').click();
  await expect(hostEvents(page, 'error').first()).toBeVisible();
  expect(await payloads(page, 'error')).toContainEqual({ code: 'cookies_blocked', message: expect.any(String) });

  // The SDK has moved before its handlers ran: a popup while the click still counted, else its offer of one.
  const offer = page.getByRole('button', { name: 'Continue in a new window' });
  if ((await offer.count()) > 0) await offer.click();
  const opened = await popup;
  await expect(opened).toHaveURL(new RegExp(`^${APP}/widget\\?`));
  expect(Object.fromEntries(new URL(opened.url()).searchParams)).toEqual({
    redirect_url: LOBSTR,
    language: 'en',
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Top level, the widget has its cookies, and the SDK takes the popup's window as the widget's.
  await expect(byTestId(opened, 'widget-title')).toBeVisible();
  await expect(byTestId(opened, 'cookies-blocked')).toHaveCount(0);
  await opened.evaluate(
    (host) => opener.postMessage({ source: 'ramp-widget', version: 1, type: 'resize', payload: { height: 777 } }, host),
    LOBSTR,
  );
  await expect.poll(async () => (await payloads(page, 'resize')).map((p) => p.height)).toContain(777);
});

test('a message from the page itself or from another origin fires no handler: logged rejected only', async ({
  page,
}) => {
  await page.goto(`${LOBSTR}/widget?language=en`);
  await expect(hostEvents(page, 'ready').first()).toBeVisible();
  const forged = {
    source: 'ramp-widget',
    version: 1,
    type: 'complete',
    payload: { id: 'forged', status: 'completed' },
  };
  const sep24 = { transaction: { id: 'forged', status: 'completed' } };

  // The right shapes from the wrong window: the host page posting to itself.
  await page.evaluate((messages) => messages.forEach((m) => window.postMessage(m, '*')), [forged, sep24]);
  await expect(hostEvents(page, 'rejected')).toHaveCount(2);
  for (const line of await hostEvents(page, 'rejected').all())
    await expect(line).toHaveAttribute('data-origin', LOBSTR);

  // The same from a frame on an origin the app does not allow, posting to its parent.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'foreign';
    frame.src = src;
    document.body.append(frame);
  }, `${FOREIGN}/`);
  await expect(page.frameLocator('#foreign').locator('h1')).toBeVisible();
  const foreign = (await (await page.locator('#foreign').elementHandle())!.contentFrame())!;
  await foreign.evaluate((messages) => messages.forEach((m) => parent.postMessage(m, '*')), [forged, sep24]);
  await expect(hostEvents(page, 'rejected')).toHaveCount(4);
  await expect(hostEvents(page, 'rejected').nth(2)).toHaveAttribute('data-origin', FOREIGN);
  await expect(hostEvents(page, 'rejected').nth(3)).toHaveAttribute('data-origin', FOREIGN);

  // No handler ran: no typed line for them, and the widget is still there.
  await expect(hostEvents(page, 'complete')).toHaveCount(0);
  await expect(hostEvents(page, 'sep24')).toHaveCount(0);
  await expect(page.locator('#widget')).toBeVisible();
});

test("the partner guide's three lines embed the widget in a partner's page", async ({ page }) => {
  const snippet = quickStartSnippet(readFileSync(GUIDE_FILE, 'utf8'));
  const response = await page.goto(`${LOBSTR}/quick-start`);
  expect(await response!.text()).toContain(snippet);

  const frame = page.locator('#ramp iframe');
  await expect(frame).toHaveAttribute('src', /^http:\/\/localhost:3000\/widget\?/);
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.searchParams.get('redirect_url')).toBe(`${LOBSTR}/quick-start`);
  const inside = page.frameLocator('#ramp iframe');
  await expect(byTestId(inside, 'widget')).toHaveAttribute('data-partner', 'lobstr');
  await expect(byTestId(inside, 'widget-title')).toHaveText('Buy and sell USDC');
});
