/**
 * @jest-environment node
 */
import { formatMinutes, minutesLeft } from './time-left';

const DEADLINE = '2026-03-01T12:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('minutesLeft', () => {
  it.each([
    ['2026-03-01T12:00:00.000Z', 30],
    ['2026-03-01T12:29:30.000Z', 1],
    ['2026-03-01T12:29:59.999Z', 1],
    ['2026-03-01T12:30:00.000Z', 0],
    ['2026-03-01T13:00:00.000Z', 0],
  ])('at %s: %i', (now, minutes) => {
    expect(minutesLeft(DEADLINE, at(now))).toBe(minutes);
  });

  it('reads offsets and gives null for an unreadable time', () => {
    expect(minutesLeft('2026-03-01T09:30:00-03:00', at('2026-03-01T12:05:00Z'))).toBe(25);
    expect(minutesLeft('soon', 0)).toBeNull();
  });
});

describe('formatMinutes', () => {
  it.each([
    [25, 'en', '25 min'],
    [1, 'pt', '1 min'],
    [60, 'en', '1 hr'],
    [65, 'en', '1 hr 5 min'],
    [125, 'pt', '2 h 5 min'],
  ])('%i in %s → %s', (minutes, locale, text) => {
    expect(formatMinutes(minutes, locale)).toBe(text);
  });
});
