/** @jest-environment node */
import { startDeadline } from './deadline';

describe('startDeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts with a TimeoutError once the time is up', () => {
    const { signal } = startDeadline(5_000);
    jest.advanceTimersByTime(4_999);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('leaves no timer behind once cleared, so nothing outlives the call it guarded', () => {
    const deadline = startDeadline(5_000);
    expect(jest.getTimerCount()).toBe(1);
    deadline.clear();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});
