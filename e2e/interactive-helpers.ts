/**
 * Shared pieces of the interactive-flow specs (SEP-24): the wallet host origins, sandbox control calls that move a
 * transaction, opening the flow in a popup, and readers for the status messages the host page logs.
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, SANDBOX } from './support';

export const LOBSTR = 'http://localhost:4012';
export const FOREIGN = 'http://localhost:4019';

/** Moves the transaction one step along its path (the anchor's side). */
export async function advance(request: APIRequestContext, id: string) {
  const response = await request.post(`${SANDBOX}/__sandbox/transactions/${id}/advance`);
  expect(response.status(), 'advance').toBe(200);
}

/** Sets the transaction's status by hand (the anchor's side). */
export async function setStatus(request: APIRequestContext, id: string, status: string) {
  const response = await request.post(`${SANDBOX}/__sandbox/transactions/${id}`, { data: { status } });
  expect(response.status(), 'set status').toBe(200);
}

/** Opens the host page and starts the flow in a popup; returns the popup and the transaction id. */
export async function startInPopup(
  context: BrowserContext,
  host: Page,
  url: string,
): Promise<{ popup: Page; id: string }> {
  await host.goto(url);
  const [popup] = await Promise.all([context.waitForEvent('page'), host.getByTestId('start').click()]);
  await expect(host.getByTestId('interactive-id')).not.toHaveText('none yet');
  const id = (await host.getByTestId('interactive-id').textContent())!.trim();
  await popup.waitForURL(/\/interactive-flow\?/);
  await expect(popup.getByTestId('interactive-flow')).toBeVisible();
  return { popup, id };
}

/** The statuses of the messages the host page logged, in order. */
export const loggedStatuses = (messages: Locator) =>
  messages.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));

export const flowStatus = (flow: Page) => flow.getByTestId('interactive-flow');

/** The SEP-24 `{transaction}` messages the host page logged (it also lists the app's other host events). */
export const sep24Messages = (host: Page) => host.locator('[data-testid="host-message"][data-kind="sep24"]');
