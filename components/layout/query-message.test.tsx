import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { QUERY_MESSAGE_KEYS, queryMessageKey } from './query-message';

describe('queryMessageKey (spec §2 `message` query parameter: the product’s own messages only)', () => {
  it.each(QUERY_MESSAGE_KEYS)('takes the key %s', (key) => {
    expect(queryMessageKey(key)).toBe(key);
  });

  it.each([
    'Your account is locked. Call +1 555 0100',
    '<img src=x onerror=alert(1)>',
    'cardSaved ',
    'CardSaved',
    '\u202ecardSaved',
    'card\u200bSaved',
    'toString',
    '',
  ])('ignores %p', (raw) => {
    expect(queryMessageKey(raw)).toBeNull();
  });

  it('ignores an absent parameter', () => {
    expect(queryMessageKey(null)).toBeNull();
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ])('every key has its text in %s', (_, messages) => {
    const texts = (messages as { queryMessages?: Record<string, string> }).queryMessages ?? {};
    for (const key of QUERY_MESSAGE_KEYS) expect(texts[key]).toEqual(expect.any(String));
  });
});
