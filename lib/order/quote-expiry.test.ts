/** @jest-environment node */
import { announcedMoment, countdown, nextTickMs, quoteDeadline } from './quote-expiry';

describe('countdown: ms left → "m:ss", rounded up to the second', () => {
  it.each([
    [60_000, '1:00', 60, false],
    [59_999, '1:00', 60, false],
    [59_000, '0:59', 59, false],
    [58_001, '0:59', 59, false],
    [10_000, '0:10', 10, false],
    [1, '0:01', 1, false],
    [0, '0:00', 0, true],
    [-5_000, '0:00', 0, true],
    [125_000, '2:05', 125, false],
    [3_600_000, '60:00', 3600, false],
  ])('%i ms → %s', (ms, label, seconds, expired) => {
    expect(countdown(ms)).toEqual({ label, seconds, expired });
  });
});

describe('quoteDeadline: when the quote stops holding, on this device’s clock', () => {
  const received = Date.parse('2026-05-10T12:00:05.000Z');

  it('times the API’s lifetime (expires_at − quoted_at) from when the answer came', () => {
    // The device's clock is 5 s ahead of the API's: the quote still holds its 60 s.
    expect(
      quoteDeadline({ quoted_at: '2026-05-10T12:00:00.000Z', expires_at: '2026-05-10T12:01:00.000Z' }, received),
    ).toBe(received + 60_000);
    // An offset is read as such.
    expect(
      quoteDeadline({ quoted_at: '2026-05-10T14:00:00+02:00', expires_at: '2026-05-10T12:00:30Z' }, received),
    ).toBe(received + 30_000);
  });

  it('reads expires_at on this device’s clock without quoted_at', () => {
    expect(quoteDeadline({ expires_at: '2026-05-10T12:01:00.000Z' }, received)).toBe(
      Date.parse('2026-05-10T12:01:00.000Z'),
    );
  });

  it('has none without a readable expires_at (an API without expiry: the quote holds)', () => {
    expect(quoteDeadline({}, received)).toBeNull();
    expect(quoteDeadline({ expires_at: null, quoted_at: '2026-05-10T12:00:00.000Z' }, received)).toBeNull();
    expect(quoteDeadline({ expires_at: 'soon' }, received)).toBeNull();
  });

  it('a quote that expired before it was made expires at once', () => {
    expect(
      quoteDeadline({ quoted_at: '2026-05-10T12:00:00.000Z', expires_at: '2026-05-10T11:59:00.000Z' }, received),
    ).toBe(received);
  });
});

describe('announcedMoment: a screen reader hears a few moments, not every second', () => {
  it.each([
    [60, null],
    [31, null],
    [30, 30],
    [11, 30],
    [10, 10],
    [1, 10],
    [0, 0],
  ])('%i s left → %s', (seconds, moment) => expect(announcedMoment(seconds)).toBe(moment));

  it('changes only a few times over a minute', () => {
    const moments = new Set(Array.from({ length: 61 }, (_, i) => announcedMoment(60 - i)));
    expect([...moments]).toEqual([null, 30, 10, 0]);
  });
});

describe('nextTickMs: the wait until the label changes', () => {
  it.each([
    [59_500, 500],
    [59_000, 1000],
    [1, 1],
    [0, 0],
    [-1, 0],
  ])('%i ms left → %i ms', (left, wait) => expect(nextTickMs(left)).toBe(wait));
});
