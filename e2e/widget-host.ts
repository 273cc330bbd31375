/**
 * Shared pieces of the widget specs (spec §1, §2, §4): the partner-host and foreign origins of the sandbox, and readers
 * for the framed widget and for the events the lobstr host page logs.
 */
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, byTestId } from './support';

export const LOBSTR = 'http://localhost:4012';
export const FOREIGN = 'http://localhost:4019';
export const PARTNER_CSP =
  "frame-ancestors 'self' http://localhost:4011 http://localhost:4012 http://localhost:4013 http://localhost:4014";
export const STELLAR = `GLOBSTR${'K'.repeat(49)}`;
export const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36';

/** The frame's content, ignoring React's not-yet-revealed streamed copy (e2e/streamed-copy.ts). */
export function widget(page: Page) {
  const frame = page.frameLocator('#widget');
  return {
    frame,
    testId: (id: string): Locator => byTestId(frame, id),
    html: frame.locator('html'),
  };
}

/** The Frame object of the widget (for its URL and for scripts run inside it). */
export async function widgetFrame(page: Page): Promise<Frame> {
  // The iframe element can be there a moment before its frame is attached (or between two of its navigations).
  let frame: Frame | null = null;
  await expect
    .poll(
      async () => {
        frame = (await (await page.locator('#widget').elementHandle())?.contentFrame()) ?? null;
        return frame !== null;
      },
      { message: 'the host page has a widget frame' },
    )
    .toBe(true);
  return frame!;
}

/** Events the host page logged, by type. */
export const hostEvents = (page: Page, type: string) =>
  byTestId(page, 'event-log').locator(`[data-testid="host-event"][data-type="${type}"]`);

/** The JSON payloads the host logged for a type (the log line is "type origin json"). */
export async function payloads(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const lines = await hostEvents(page, type).allTextContents();
  return lines.map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
}
