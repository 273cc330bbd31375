import { MAX_MESSAGE_LENGTH, queryMessageText } from './query-message';

describe('queryMessageText (spec §2 `message` query parameter)', () => {
  it('shows the text as given, markup included as plain text (React escapes it)', () => {
    expect(queryMessageText('Your card was saved')).toBe('Your card was saved');
    expect(queryMessageText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops control characters, blanks and empty values; cuts long texts', () => {
    expect(queryMessageText('a\u0000b\nc')).toBe('a b c');
    expect(queryMessageText('   ')).toBeNull();
    expect(queryMessageText(null)).toBeNull();
    const long = queryMessageText('x'.repeat(1000))!;
    expect(long).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
