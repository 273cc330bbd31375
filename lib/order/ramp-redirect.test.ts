/**
 * @jest-environment node
 */
import {
  MAX_RAMP_HOPS,
  RampHopLimitError,
  RampUrlError,
  followRampOrder,
  forceHttps,
  rampStep,
  withRedirectFalse,
  type RampAnswer,
} from './ramp-redirect';

describe('forceHttps (spec §4: the finish url is forced to https)', () => {
  it.each([
    ['http://pay.example/checkout?x=1', 'https://pay.example/checkout?x=1'],
    ['https://pay.example/a#b', 'https://pay.example/a#b'],
    ['HTTP://Pay.Example:8080/p', 'https://pay.example:8080/p'],
  ])('%s → %s', (url, expected) => {
    expect(forceHttps(url)).toBe(expected);
  });

  it('resolves a relative url against the base', () => {
    expect(forceHttps('/checkout?id=1', 'http://localhost:3000')).toBe('https://localhost:3000/checkout?id=1');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', '//'])('refuses %s', (url) => {
    expect(() => forceHttps(url)).toThrow(RampUrlError);
  });
});

describe('withRedirectFalse', () => {
  it('adds redirect=false, keeping the other parameters', () => {
    expect(withRedirectFalse('https://p.example/next?hop=1&a=b')).toBe(
      'https://p.example/next?hop=1&a=b&redirect=false',
    );
  });

  it('replaces a redirect value already there', () => {
    expect(withRedirectFalse('https://p.example/n?redirect=true')).toBe('https://p.example/n?redirect=false');
  });

  it('keeps the url scheme (only the final url is forced to https)', () => {
    expect(withRedirectFalse('/api/v1/order-ramp?hop=1', 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/v1/order-ramp?hop=1&redirect=false',
    );
  });
});

describe('rampStep', () => {
  it('finishes on action finish, whatever its case', () => {
    expect(rampStep({ url: 'http://a.example/', action: 'finish' })).toEqual({
      kind: 'finish',
      url: 'https://a.example/',
    });
    expect(rampStep({ url: 'http://a.example/', action: ' FINISH ' })).toEqual({
      kind: 'finish',
      url: 'https://a.example/',
    });
  });

  it.each([undefined, null, '', 'redirect', 'continue'])('follows on action %p', (action) => {
    expect(rampStep({ url: 'http://a.example/n', action })).toEqual({
      kind: 'follow',
      url: 'http://a.example/n?redirect=false',
    });
  });
});

describe('followRampOrder (spec §4, repeatedly, bounded)', () => {
  it('finishes at once without a request when the first answer says finish', async () => {
    const fetcher = jest.fn();
    await expect(followRampOrder({ url: 'http://pay.example/x', action: 'finish' }, fetcher)).resolves.toBe(
      'https://pay.example/x',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('follows each url with redirect=false until finish, and reports each hop', async () => {
    const chain: Record<string, RampAnswer> = {
      'https://p.example/1?redirect=false': { url: 'https://p.example/2', action: 'redirect' },
      'https://p.example/2?redirect=false': { url: 'https://p.example/3' },
      'https://p.example/3?redirect=false': { url: 'http://pay.example/done?id=7', action: 'finish' },
    };
    const fetcher = jest.fn(async (url: string) => {
      const answer = chain[url];
      if (!answer) throw new Error(`unexpected ${url}`);
      return answer;
    });
    const onHop = jest.fn();
    await expect(followRampOrder({ url: 'https://p.example/1', action: 'redirect' }, fetcher, { onHop })).resolves.toBe(
      'https://pay.example/done?id=7',
    );
    expect(fetcher.mock.calls.map(([u]) => u)).toEqual(Object.keys(chain));
    expect(onHop.mock.calls).toEqual([
      [1, 'https://p.example/1?redirect=false'],
      [2, 'https://p.example/2?redirect=false'],
      [3, 'https://p.example/3?redirect=false'],
    ]);
  });

  it(`allows exactly ${MAX_RAMP_HOPS} follows by default and fails clearly past them`, async () => {
    let n = 0;
    const endless = jest.fn(async () => ({ url: `https://p.example/${++n}`, action: 'redirect' }));
    const error = await followRampOrder({ url: 'https://p.example/0' }, endless).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RampHopLimitError);
    expect((error as RampHopLimitError).hops).toBe(MAX_RAMP_HOPS);
    expect((error as Error).message).toMatch(/did not finish after 5 redirects/);
    expect(endless).toHaveBeenCalledTimes(MAX_RAMP_HOPS);

    let m = 0;
    const finishesOnFifth = async () =>
      ++m === MAX_RAMP_HOPS ? { url: 'http://end.example', action: 'finish' } : { url: 'https://p.example/n' };
    await expect(followRampOrder({ url: 'https://p.example/0' }, finishesOnFifth)).resolves.toBe(
      'https://end.example/',
    );
  });

  it('honours a custom bound and resolves relative urls against the base', async () => {
    const fetcher = jest.fn(async (_url: string) => ({ url: '/next' }));
    await expect(
      followRampOrder({ url: '/start' }, fetcher, { maxHops: 2, base: 'http://localhost:3000' }),
    ).rejects.toBeInstanceOf(RampHopLimitError);
    expect(fetcher.mock.calls.map(([u]) => u)).toEqual([
      'http://localhost:3000/start?redirect=false',
      'http://localhost:3000/next?redirect=false',
    ]);
  });

  it('passes on a fetcher failure and an unusable url', async () => {
    await expect(
      followRampOrder({ url: 'https://p.example/1' }, async () => Promise.reject(new Error('Network Error'))),
    ).rejects.toThrow('Network Error');
    await expect(
      followRampOrder({ url: 'https://p.example/1' }, async () => ({ url: 'javascript:alert(1)', action: 'finish' })),
    ).rejects.toBeInstanceOf(RampUrlError);
  });

  it('stops between hops when aborted', async () => {
    const controller = new AbortController();
    const fetcher = jest.fn(async () => {
      controller.abort(new Error('left the page'));
      return { url: 'https://p.example/2' };
    });
    await expect(
      followRampOrder({ url: 'https://p.example/1' }, fetcher, { signal: controller.signal }),
    ).rejects.toThrow('left the page');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
