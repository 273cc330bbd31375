import { browserErrorText, MAX_SHOWN_MESSAGE_LENGTH } from './browser-error-text';

describe("what the 'General error' banner shows of a browser error's message", () => {
  it.each([
    ['a short message as it is', 'The amount could not be read', 'The amount could not be read'],
    [
      'the first line only, spaces collapsed',
      'Loading chunk 12 failed.\n(error: https://app/_next/12.js)',
      'Loading chunk 12 failed.',
    ],
    [
      'a sign-in code in a URL scrubbed',
      'GET /auth/x?flow=abc&code=123456 failed',
      'GET /auth/x?flow=[Filtered]&code=[Filtered] failed',
    ],
    ['nothing for a JSON dump (a validation error)', '[\n  {\n    "code": "invalid_type"', ''],
    ['nothing for an empty message', '', ''],
  ])('%s', (_, message, shown) => {
    expect(browserErrorText(message)).toBe(shown);
  });

  it(`cuts a long message to ${MAX_SHOWN_MESSAGE_LENGTH} characters with an ellipsis`, () => {
    const shown = browserErrorText(`Broke: ${'y'.repeat(500)}`);
    expect(shown).toHaveLength(MAX_SHOWN_MESSAGE_LENGTH);
    expect(shown.endsWith('y…')).toBe(true);
  });
});
