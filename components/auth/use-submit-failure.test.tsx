/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { isOrySdkError, useSubmitFailure } from './use-submit-failure';

/** An unhandled rejection as the browser dispatches it (jsdom has no PromiseRejectionEvent constructor). */
function rejectUnhandled(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  act(() => {
    window.dispatchEvent(event);
  });
}

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('useSubmitFailure (a submit Ory Elements does not show)', () => {
  it("turns on for Ory's SDK errors only, and off at the next submit", () => {
    const { result } = renderHook(() => useSubmitFailure());
    rejectUnhandled(named('HTTPError')); // the app's own ky errors have their own handling
    rejectUnhandled(new TypeError('not ours'));
    expect(result.current).toBe(false);
    rejectUnhandled(named('ResponseError'));
    expect(result.current).toBe(true);
    act(() => {
      document.body.appendChild(document.createElement('form')).dispatchEvent(new Event('submit', { bubbles: true }));
    });
    expect(result.current).toBe(false);
    rejectUnhandled(named('FetchError'));
    expect(result.current).toBe(true);
  });

  it('isOrySdkError reads the error name @ory/client-fetch sets', () => {
    expect(
      [named('ResponseError'), named('FetchError'), named('Error'), 'ResponseError', null].map(isOrySdkError),
    ).toEqual([true, true, false, false, false]);
  });
});
