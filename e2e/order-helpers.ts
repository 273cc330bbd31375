/**
 * Shared pieces of the order specs (spec §2, §3 orderFormData): wallet addresses in each network's format, the
 * orderFormData cookie, and helpers that fill the amount and capture the POST on-/off-ramp body.
 */
import type { Locator, Page } from '@playwright/test';
import { interactive } from './hydration';
import { expect, byTestId } from './support';

/** Wallet addresses in each network's format. */
export const STELLAR = `GDEMO${'Q'.repeat(51)}`;
export const TRON = `TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`;

/** The orderFormData cookie as JSON (the browser keeps it URI-encoded). */
export async function orderCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'orderFormData');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

/** Types an amount into "You pay" and waits for its quote. */
export async function payAmount(page: Page, value: string) {
  await interactive(page);
  await byTestId(page, 'order-amount-in').fill(value);
  await expect(byTestId(page, 'quote-fee')).toBeVisible();
  await expect(byTestId(page, 'order-continue')).toBeEnabled();
}

interface CapturedOrder {
  status: number;
  body: Record<string, unknown>;
  request: Record<string, unknown> | null;
}

/**
 * Captures the next POST /on-ramp or /off-ramp passing through the browser: its status, its answer and its body
 * (the answer's url navigates away at once, so it is read on the way, then passed on unchanged).
 */
export async function captureOrder(page: Page, mode: 'on-ramp' | 'off-ramp'): Promise<() => Promise<CapturedOrder>> {
  let resolve: (value: CapturedOrder) => void = () => undefined;
  const captured = new Promise<CapturedOrder>((r) => (resolve = r));
  await page.route(`**/api/v1/${mode}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    resolve({
      status: response.status(),
      body,
      request: route.request().postDataJSON() as Record<string, unknown> | null,
    });
    await route.fulfill({ response });
  });
  return () => captured;
}

/**
 * Chooses a value in a currency or network picker (components/ui/icon-select.tsx) as a person does: waits for its
 * listbox to load, opens it with a click and clicks the option. Read the chosen value with `data-value`.
 * @param box the picker (its `data-testid` or its label).
 */
export async function pick(box: Locator, value: string) {
  await expect(box).toHaveAttribute('role', 'combobox');
  await box.click();
  await box.locator('xpath=..').locator(`[role="option"][data-value="${value}"]`).click();
  await expect(box).toHaveAttribute('data-value', value);
}
