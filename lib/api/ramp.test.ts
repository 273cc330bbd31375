/**
 * @jest-environment node
 *
 * The ramp calls against the sandbox's own handlers (msw/node), so the zod schemas and the
 * sandbox are checked to agree (sandbox/README.md), and the §4 follow loop runs over real answers.
 */
import ky from 'ky';
import { followRampOrder } from '@/lib/order/ramp-redirect';
import {
  followRampUrl,
  getOrderRamp,
  rampFallbackHome,
  rampFallbackOrder,
  rampOrderQuery,
  type RampOrder,
} from './ramp';
import { withSandboxServer } from '../../sandbox/api/node';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
const http = ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0 });

describe('rampOrderQuery (spec §2: /ramp reads mode, crypto_method_guid, amount, payment_currency, crypto_currency)', () => {
  it('keeps the five names, first value of repeated keys, drops empty and nested values and anything else', () => {
    expect(
      rampOrderQuery({
        mode: 'on-ramp',
        crypto_method_guid: ['g1', 'g2'],
        amount: ' 100.50 ',
        payment_currency: '',
        crypto_currency: { nested: 'x' },
        theme: 'dark',
      }),
    ).toEqual({ mode: 'on-ramp', crypto_method_guid: 'g1', amount: '100.50' });
  });
});

describe('GET /order-ramp', () => {
  it('answers a finish order that the rule sends to https at once', async () => {
    const order = await getOrderRamp(http, {
      mode: 'on-ramp',
      amount: '100',
      payment_currency: 'BRL',
      crypto_currency: 'USDC',
    });
    expect(order).toMatchObject({ action: 'finish', mode: 'on-ramp' });
    const fetcher = jest.fn();
    await expect(followRampOrder(order, fetcher)).resolves.toMatch(
      /^https:\/\/127\.0\.0\.1:4010\/__sandbox\/pages\/checkout\?.*amount=100/,
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('multi-hop: three redirect answers, each followed with redirect=false, then finish', async () => {
    const order = await getOrderRamp(http, {
      mode: 'off-ramp',
      crypto_method_guid: 'multi-hop',
      amount: '50',
      payment_currency: 'EUR',
    });
    expect(order.action).toBe('redirect');
    const followed: string[] = [];
    const url = await followRampOrder(order, (u) => {
      followed.push(u);
      return followRampUrl(http, u);
    });
    expect(followed).toHaveLength(3);
    for (const [i, u] of followed.entries()) {
      expect(new URL(u).searchParams.get('redirect')).toBe('false');
      expect(new URL(u).searchParams.get('hop')).toBe(String(i + 1));
    }
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:4010\/__sandbox\/pages\/checkout\?mode=off-ramp/);
  });

  it('redirect-loop: never finishes, so the follow loop stops at its bound', async () => {
    const order = await getOrderRamp(http, { crypto_method_guid: 'redirect-loop' });
    await expect(followRampOrder(order, (u) => followRampUrl(http, u))).rejects.toThrow(
      /did not finish after 5 redirects/,
    );
  });

  it.each([
    ['no payment methods found', { payment_currency: 'JPY' }],
    ['failed order URL: upstream responded with status 500', { crypto_method_guid: 'upstream-500' }],
  ])('answers 500 "%s" (the global rule → /payment-options-unavailable)', async (text, query) => {
    const error = await getOrderRamp(http, query).catch((e: unknown) => e);
    expect((error as { response?: Response }).response?.status).toBe(500);
    expect(await (error as { response: Response }).response.text()).toContain(text);
  });

  it('rejects an invalid answer (the page then uses the fallback order data)', async () => {
    sandbox.store.addFault({
      method: 'GET',
      path: '/order-ramp',
      status: 200,
      body: 'upstream gateway page',
      remaining: 1,
    });
    await expect(getOrderRamp(http, {})).rejects.toThrow();
  });

  it('fallback order data: the provider home url and an empty mode (spec §8)', () => {
    const fallback: RampOrder = rampFallbackOrder('https://lobstr.example/');
    expect(fallback).toEqual({ url: 'https://lobstr.example/', action: null, mode: '' });
  });
});

describe('rampFallbackHome (the provider home url of the fallback order data)', () => {
  const allowedOrigins = ['http://localhost:3000', 'https://lobstr.example'];

  it.each([
    ['the wallet’s home_url on an allowed origin', 'https://lobstr.example/home', '', 'https://lobstr.example/home'],
    [
      'the wallet’s home_url before the configured url',
      'https://lobstr.example',
      'https://p.example',
      'https://lobstr.example/',
    ],
    ['the configured provider url without a wallet', null, 'https://provider.example/', 'https://provider.example/'],
    [
      'the configured url when home_url is on another origin',
      'https://evil.example/',
      'https://p.example/',
      'https://p.example/',
    ],
    [
      'the configured url when home_url is not http(s)',
      'javascript:alert(1)',
      'https://p.example/',
      'https://p.example/',
    ],
    ['the configured url when home_url is not a URL', 'home', 'https://p.example/', 'https://p.example/'],
    ['/decision-flow as the last resort', undefined, '', '/decision-flow'],
  ])('%s', (_case, walletHomeUrl, providerHomeUrl, expected) => {
    expect(rampFallbackHome({ walletHomeUrl, providerHomeUrl, allowedOrigins })).toBe(expected);
  });
});
