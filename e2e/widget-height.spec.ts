/**
 * The widget's reported height in a partner's frame (spec §1, §4 `resize`; components/widget/use-host-resize.ts): it
 * follows the content up and down, but never reports the short moment between two pages, when the content is the
 * loading screen alone, so the partner's layout does not jump on every page change.
 */
import { interactive } from './hydration';
import { expect, test } from './support';
import { LOBSTR, widget, widgetFrame, hostEvents, payloads } from './widget-host';

/** Shorter than any screen of the widget at the host page's frame width: only a loading moment is this short. */
const SHORTEST_SCREEN = 300;

test('between pages the frame is never told a collapsed height', async ({ page }) => {
  const w = widget(page);
  await page.goto(`${LOBSTR}/widget?callback=postMessage`);
  await expect(w.testId('widget-title')).toBeVisible();
  await expect(hostEvents(page, 'resize').first()).toBeVisible();

  // Two page changes inside the frame: to the order form and back.
  await w.testId('widget-buy').click();
  await interactive(w.frame);
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Buy USDC');
  // The browser's Back inside the frame (the host page's own history stays where it is).
  await (await widgetFrame(page)).evaluate(() => history.back());
  await expect(w.testId('widget-title')).toBeVisible();
  await w.testId('widget-buy').click();
  await expect(w.frame.getByRole('heading', { level: 1 })).toHaveText('Buy USDC');

  const heights = (await payloads(page, 'resize')).map((p) => p.height as number);
  expect(heights.length).toBeGreaterThan(0);
  expect(
    heights.filter((h) => h < SHORTEST_SCREEN),
    `reported heights: ${heights.join(', ')}`,
  ).toEqual([]);
});
