/**
 * Finding elements by test id or text outside React's not-yet-revealed copy of streamed content. A screen behind a
 * loading boundary arrives in a hidden `<div hidden id="S:…">` that React moves into place a moment later (React 19
 * batches these reveals for up to ~300 ms); until then the page holds two copies of that content, and Playwright's own
 * getByTestId and getByText match both, so a strict locator fails. The specs call these instead of those two, on a
 * page, a frame, a frame locator or a locator (popups and framed widgets included).
 */
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';

/** Elements not inside a hidden streaming container. */
const OUTSIDE_STREAMED_COPY = ':not(div[hidden][id^="S:"] *)';

/** Where a locator is looked for. */
export type LocatorScope = Page | Frame | FrameLocator | Locator;

/**
 * The elements of `scope` with the test id, outside the streamed copy.
 * @param testId the `data-testid` value (exact string, or a pattern), as Playwright's getByTestId takes it.
 */
export function byTestId(scope: LocatorScope, testId: string | RegExp): Locator {
  return scope.getByTestId(testId).and(scope.locator(OUTSIDE_STREAMED_COPY));
}

/**
 * The elements of `scope` with the text, outside the streamed copy.
 * @param text and `options` as Playwright's getByText takes them.
 */
export function byText(scope: LocatorScope, text: string | RegExp, options?: { exact?: boolean }): Locator {
  return scope.getByText(text, options).and(scope.locator(OUTSIDE_STREAMED_COPY));
}
