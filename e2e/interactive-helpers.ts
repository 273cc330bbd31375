/**
 * Shared pieces of the interactive-flow specs (SEP-24): the wallet host origins and the host page's URL for a test's
 * own account, sandbox control calls that create and move a transaction, opening the flow in a popup, and readers for
 * the status messages the host page logs.
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, SANDBOX, type Account, byTestId } from './support';

export const LOBSTR = 'http://localhost:4012';
export const FOREIGN = 'http://localhost:4019';

/**
 * The interactive host page on `origin` (sandbox/hosts/pages/interactive.ts) set up to start the flow for `account`:
 * the page creates the transaction for its `email` parameter (demo@example.com without one), so every test names its
 * own account.
 */
export function interactiveHost(origin: string, account: Account, query: Record<string, string>): string {
  return `${origin}/interactive?${new URLSearchParams({ ...query, email: account.email }).toString()}`;
}

/**
 * Creates an interactive transaction for `account` the way a wallet's server asks the anchor for one (sandbox POST
 * /__sandbox/interactive/{kind}); resolves to its id.
 */
export async function createInteractive(
  request: APIRequestContext,
  account: Account,
  kind: 'deposit' | 'withdrawal',
  data: { amount?: string } = {},
): Promise<string> {
  const response = await request.post(`${SANDBOX}/__sandbox/interactive/${kind}`, {
    data: { ...data, email: account.email },
  });
  expect(response.status(), `create an interactive ${kind}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

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
  const [popup] = await Promise.all([context.waitForEvent('page'), byTestId(host, 'start').click()]);
  await expect(byTestId(host, 'interactive-id')).not.toHaveText('none yet');
  const id = (await byTestId(host, 'interactive-id').textContent())!.trim();
  await popup.waitForURL(/\/interactive-flow\?/);
  await expect(byTestId(popup, 'interactive-flow')).toBeVisible();
  return { popup, id };
}

/** The statuses of the messages the host page logged, in order. */
export const loggedStatuses = (messages: Locator) =>
  messages.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));

export const flowStatus = (flow: Page) => byTestId(flow, 'interactive-flow');

/** The SEP-24 `{transaction}` messages the host page logged (it also lists the app's other host events). */
export const sep24Messages = (host: Page) => host.locator('[data-testid="host-message"][data-kind="sep24"]');

/** When (the page's clock, ms) an element of each watched name was first shown, and its text then. */
export type FirstShown = Record<string, { at: number; text: string } | undefined>;

/**
 * Records in the page, from the first byte of every document it loads, when each selector of `watched` first matches a
 * shown element (outside React's hidden streaming containers, visible, with a size) and that element's text. For a
 * state the page holds only until slow data arrives (a skeleton): a check made after the fact can come too late on a
 * busy machine, the record cannot. Read it with {@link firstShown}.
 */
export async function recordFirstShown(page: Page, watched: Record<string, string>) {
  await page.addInitScript((selectors: Record<string, string>) => {
    const seen: Record<string, { at: number; text: string }> = {};
    const first = new Map<string, Element>();
    (window as unknown as { __firstShown: typeof seen }).__firstShown = seen;
    const check = () => {
      for (const [name, selector] of Object.entries(selectors)) {
        const found = first.get(name);
        // The parser may still be adding the element's text: its text is the latest while it is in the document.
        if (found) {
          if (found.isConnected) seen[name]!.text = found.textContent ?? '';
          continue;
        }
        for (const element of document.querySelectorAll(selector)) {
          if (element.closest('div[hidden][id^="S:"]')) continue;
          const box = element.getBoundingClientRect();
          if (!element.checkVisibility({ visibilityProperty: true }) || box.width === 0 || box.height === 0) continue;
          first.set(name, element);
          seen[name] = { at: performance.now(), text: element.textContent ?? '' };
          break;
        }
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  }, watched);
}

/** What {@link recordFirstShown} recorded in the page's current document. */
export const firstShown = (page: Page): Promise<FirstShown> =>
  page.evaluate(() => (window as unknown as { __firstShown: FirstShown }).__firstShown);

/**
 * Clicks the flow's Close in a popup and waits until the popup has closed. Close's handler closes its own window, and
 * Chromium may do so before Playwright's click has its answer: the click then rejects with "Target page, context or
 * browser has been closed". That rejection is what a successful Close looks like, so it alone is let through; the
 * close itself is awaited.
 */
export async function closeFlowPopup(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close');
  await byTestId(popup, 'flow-close')
    .click()
    .catch((error: unknown) => {
      if (!/Target page, context or browser has been closed/.test(String(error))) throw error;
    });
  await closed;
}
