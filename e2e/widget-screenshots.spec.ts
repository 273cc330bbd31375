/**
 * The widget as a person sees it: the framed widget at 375 px and the host page at 1280 px, light and dark, English
 * and Portuguese, with the theme, language and frame width checked, and the frame following the widget's reported
 * height both ways. Under `npm run screenshots` each state is also kept as an image (keepScreenshot).
 */
import { interactive } from './hydration';
import { expect, keepScreenshot, test } from './support';
import { LOBSTR, widget, widgetFrame, payloads } from './widget-host';

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
    // The host sets the frame's height to the widget's last reported height, kept between 480 and 1400 px.
    const lastHeight = async () => Number((await payloads(page, 'resize')).at(-1)?.height ?? 0);
    const frameHeight = async () => (await page.locator('#widget').boundingBox())!.height;
    const followedHeight = async () => {
      const reported = await lastHeight();
      const inner = await page.locator('#widget').evaluate((frame) => frame.clientHeight);
      return reported > 0 && inner === Math.min(1400, Math.max(480, reported)) ? reported : 0;
    };
    // The widget reports its height once it has hydrated; the narrow figure is taken after the frame follows it.
    await interactive(w.frame);
    await expect.poll(followedHeight, { message: 'the host frame follows a reported height' }).toBeGreaterThan(0);
    await keepScreenshot(page.locator('#widget'), `screenshots/widget/framed-375-${theme}-${language}.png`);
    // Wider, the same content is shorter: the widget reports a smaller height and the host's frame shrinks to it.
    const narrow = await lastHeight();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(lastHeight).toBeLessThan(narrow);
    // At 1280 px the frame has its 1 px border again. Both figures are read in each poll: the widget may report again.
    await expect.poll(async () => (await frameHeight()) - Math.max(480, await lastHeight())).toBe(2);
    await keepScreenshot(page, `screenshots/widget/host-1280-${theme}-${language}.png`, { fullPage: true });
  });
}
