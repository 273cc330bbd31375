import { passesThrough } from './pass-through';

describe('passesThrough', () => {
  it.each([
    ['/healthz', '/api/v1', true],
    ['/readyz', '/api/v1', true],
    ['/ramp/api/v1/user/profile', '/ramp/api/v1', true],
    ['/ramp/api/v1', '/ramp/api/v1', true],
    ['/transactions', '/api/v1', false],
    ['/healthz/x', '/api/v1', false],
    ['/ramp/other', '/ramp/api/v1', false],
  ])('%s with base %s → %s', (path, base, expected) => {
    expect(passesThrough(path, base)).toBe(expected);
  });
});
