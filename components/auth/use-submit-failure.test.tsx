/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { isOrySdkError, submitFailureOf, useSubmitFailure } from './use-submit-failure';

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
    expect(result.current).toBeNull();
    rejectUnhandled(named('ResponseError'));
    expect(result.current).toBe('unavailable');
    act(() => {
      document.body.appendChild(document.createElement('form')).dispatchEvent(new Event('submit', { bubbles: true }));
    });
    expect(result.current).toBeNull();
    rejectUnhandled(named('FetchError'));
    expect(result.current).toBe('unavailable');
  });

  it('tells a 429 (too many attempts) from a service that did not answer', () => {
    const withStatus = (status: number) => Object.assign(named('ResponseError'), { response: { status } });
    expect(submitFailureOf(withStatus(429))).toBe('too-many-attempts');
    expect(submitFailureOf(withStatus(502))).toBe('unavailable');
    expect(submitFailureOf(Object.assign(new Error('x'), { response: { status: 429 } }))).toBeNull();
  });

  it('isOrySdkError reads the error name @ory/client-fetch sets', () => {
    expect(
      [named('ResponseError'), named('FetchError'), named('Error'), 'ResponseError', null].map(isOrySdkError),
    ).toEqual([true, true, false, false, false]);
  });
});
