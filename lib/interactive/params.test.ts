/**
 * /interactive-flow query parameters: the SEP-24 callback values (postMessage, https on an allowed
 * origin, https refused, garbage ignored) and the rest of the query with its limits.
 */
import { parseQuery } from '@/lib/http/query';
import { isActive, parseCallbackParam, parseInteractiveParams } from './params';

const ALLOWED = ['https://lobstr.example', 'http://localhost:4012'];

describe('parseCallbackParam', () => {
  const warn = jest.fn();
  const parse = (value: string | undefined) => parseCallbackParam('callback', value, ALLOWED, warn);

  it('takes the literal postMessage (any case) and absent values silently', () => {
    expect(parse('postMessage')).toEqual({ type: 'postMessage' });
    expect(parse(' postmessage ')).toEqual({ type: 'postMessage' });
    expect(parse(undefined)).toEqual({ type: 'none' });
    expect(parse('')).toEqual({ type: 'none' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts an https URL on an allowed partner origin', () => {
    expect(parse('https://lobstr.example/sep24/callback?x=1')).toEqual({
      type: 'url',
      url: 'https://lobstr.example/sep24/callback?x=1',
      origin: 'https://lobstr.example',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an https URL on another origin, with a logged warning', () => {
    expect(parse('https://lobstr.example.evil/cb')).toEqual({ type: 'refused', origin: 'https://lobstr.example.evil' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('ignores http:, javascript:, credentials and garbage, with a logged warning each', () => {
    expect(parse('http://localhost:4012/cb')).toEqual({ type: 'ignored', reason: 'not-https' });
    expect(parse('javascript:alert(1)')).toEqual({ type: 'ignored', reason: 'not-https' });
    expect(parse('https://user:pw@lobstr.example/cb')).toEqual({ type: 'ignored', reason: 'not-https' });
    expect(parse('not a url')).toEqual({ type: 'ignored', reason: 'invalid' });
    expect(parse(`https://lobstr.example/${'a'.repeat(3000)}`)).toEqual({ type: 'ignored', reason: 'invalid' });
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('counts only postMessage and allowed URLs as active', () => {
    expect(isActive({ type: 'postMessage' })).toBe(true);
    expect(isActive({ type: 'url', url: 'https://lobstr.example/', origin: 'https://lobstr.example' })).toBe(true);
    expect(isActive({ type: 'refused', origin: 'https://x.example' })).toBe(false);
    expect(isActive({ type: 'ignored', reason: 'invalid' })).toBe(false);
    expect(isActive({ type: 'none' })).toBe(false);
  });
});

describe('parseInteractiveParams', () => {
  const warn = jest.fn();
  const parse = (search: string) => parseInteractiveParams(parseQuery(search), ALLOWED, warn);

  it('reads the SEP-24 parameters a wallet sends', () => {
    const id = '3f2c9a1e-0b7d-4c55-a1e2-9d8f7a6b5c4d';
    expect(
      parse(
        `?interactive-id=${id}&callback=postMessage&on_change_callback=https%3A%2F%2Flobstr.example%2Fcb&lang=pt-BR&theme=dark&kind=withdrawal&amount=25.5&asset_code=USDC`,
      ),
    ).toEqual({
      interactiveId: id,
      callback: { type: 'postMessage' },
      onChangeCallback: { type: 'url', url: 'https://lobstr.example/cb', origin: 'https://lobstr.example' },
      lang: 'pt',
      theme: 'dark',
      kind: 'withdrawal',
      amount: '25.5',
      asset: 'USDC',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the product's `language` like SEP-24's `lang` (spec §2 query names); `lang` wins when both are given", () => {
    const id = '3f2c9a1e-0b7d-4c55-a1e2-9d8f7a6b5c4d';
    expect(parse(`?interactive-id=${id}&language=pt`).lang).toBe('pt');
    expect(parse(`?interactive-id=${id}&lang=en&language=pt`).lang).toBe('en');
  });

  it('drops malformed values: the id (→ /404), an unsupported lang, a bad theme, a bad amount', () => {
    const params = parse('?interactive-id=../etc&lang=fr&theme=neon&amount=-3&kind=transfer');
    expect(params).toMatchObject({ interactiveId: null, lang: null, theme: null, amount: null, kind: null });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(parse('').interactiveId).toBeNull();
  });

  it('takes the first of repeated keys and amount_in when amount is absent', () => {
    expect(parse('?interactive-id=a1&interactive-id=b2&amount_in=10').interactiveId).toBe('a1');
    expect(parse('?amount_in=10').amount).toBe('10');
  });
});
