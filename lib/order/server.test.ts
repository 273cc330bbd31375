/**
 * The order flows' loaders.
 *
 * The order screen's (spec §8): GET /wallet is optional data under 'empty-on-failure' (an
 * error answer is empty data, not /error); a failed load of the rates or the signed order is empty data, not the
 * 'General error' banner; an error answer on the screen's own data still meets the global rule.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { loadOrderScreen, loadRampOrder } from './server';

jest.mock('server-only', () => ({}));
// The journey's facts have their own loads (./journey-server); here, what the loader does with them.
const mockAccountFacts = jest.fn();
jest.mock('./journey-server', () => ({ loadAccountFacts: (...args: unknown[]) => mockAccountFacts(...args) }));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
let currentPath = '/order';
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': currentPath }),
}));

const RATE = {
  payment_currency: 'BRL',
  crypto_currency: 'USDC',
  crypto_asset: 'USDC:GBBD',
  buy_rate: '5.1',
  sell_rate: '4.9',
  fee_percent: '1',
};
const rates = () => HttpResponse.json({ rates: [RATE] });

const wallet = (home_url: string | null) =>
  HttpResponse.json({
    wallet: {
      name: 'LOBSTR',
      partner: 'lobstr',
      home_url,
      logo_url: null,
      blockchains: ['stellar'],
      crypto_asset: 'USDC',
    },
  });
/** An answer that is not order data: the lookup fails without an error answer. */
const notOrderData = () => HttpResponse.text('<html>gateway</html>');

const server = listenDuringTests(setupServer());
beforeEach(() => {
  console.error = jest.fn();
  currentPath = '/order';
  mockAccountFacts.mockImplementation(async (passed: unknown) => ({ signedIn: false, passed }));
});

describe('loadOrderScreen (spec §8 empty data)', () => {
  it('GET /wallet answering 500 is empty data: no partner wallet, every blockchain, no redirect to /error', async () => {
    server.use(
      http.get('*/api/v1/rates', rates),
      http.get('*/api/v1/wallet', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const data = await loadOrderScreen('/order', {});
    expect(data.partnerWallet).toBeNull();
    expect(data.blockchains).toEqual(['stellar', 'tron', 'ethereum']);
  });

  it('a transport failure of the rates is empty data: the form, marked ratesFailed, not /payment-options-unavailable', async () => {
    server.use(
      http.get('*/api/v1/rates', () => HttpResponse.error()),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    const data = await loadOrderScreen('/order', {});
    expect(data.ratesFailed).toBe(true);
    expect(data.rates).toEqual([]);
  });

  it('a rates answer that is not rates is a failed load as well', async () => {
    server.use(
      http.get('*/api/v1/rates', notOrderData),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    expect((await loadOrderScreen('/order', {})).ratesFailed).toBe(true);
  });

  it('a rates answer offering no currency → /payment-options-unavailable', async () => {
    server.use(
      http.get('*/api/v1/rates', () => HttpResponse.json({ rates: [] })),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    await expect(loadOrderScreen('/order', {})).rejects.toMatchObject({
      digest: expect.stringContaining('/payment-options-unavailable'),
    });
  });

  it('rates that load are not marked failed', async () => {
    server.use(
      http.get('*/api/v1/rates', rates),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    const data = await loadOrderScreen('/order', {});
    expect(data.ratesFailed).toBe(false);
    expect(data.rates).toHaveLength(1);
  });

  it("draws the order's journey from the account facts, and keeps the screens it went through in its step URLs", async () => {
    server.use(
      http.get('*/api/v1/rates', rates),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    expect((await loadOrderScreen('/order', {})).journey).toHaveLength(6);
    expect((await loadOrderScreen('/order', {})).keptParams).toEqual({});

    mockAccountFacts.mockImplementation(async (passed: unknown) => ({
      signedIn: true,
      billingComplete: true,
      kyc: 'done',
      passed,
    }));
    expect((await loadOrderScreen('/order', {})).journey).toEqual(['amount', 'wallet', 'review', 'pay']);
    const back = await loadOrderScreen('/order', { step: 'review', via: 'billing.identity.x' });
    expect(mockAccountFacts).toHaveBeenLastCalledWith(['billing', 'identity']);
    expect(back.journey).toEqual(['amount', 'wallet', 'billing', 'identity', 'review', 'pay']);
    expect(back.keptParams).toEqual({ via: 'billing.identity' });
  });

  it('an invalid signed-order answer is empty data: the form starts unsigned', async () => {
    currentPath = '/order?signature=abc';
    server.use(
      http.get('*/api/v1/rates', rates),
      http.get('*/api/v1/wallet', () => HttpResponse.error()),
      http.get('*/api/v1/order-flow', () => HttpResponse.json({ transaction: 'not a transaction' })),
    );
    const data = await loadOrderScreen('/order', { signature: 'abc' });
    expect(data.signed).toBeNull();
    expect(data.fixed).toBeNull();
  });

  it('an error answer on the rates still follows the global rule (500 → /error)', async () => {
    server.use(
      http.get('*/api/v1/rates', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('*/api/v1/wallet', () => HttpResponse.json({}, { status: 404 })),
    );
    await expect(loadOrderScreen('/order', {})).rejects.toMatchObject({ digest: expect.stringContaining('/error') });
  });
});

describe('loadRampOrder', () => {
  it('hands over the order when the lookup succeeds', async () => {
    server.use(
      http.get('*/api/v1/order-ramp', () => HttpResponse.json({ url: 'https://pay.example/x', action: 'finish' })),
    );
    await expect(loadRampOrder({ mode: 'on-ramp' })).resolves.toEqual({
      order: { url: 'https://pay.example/x', action: 'finish' },
      fallback: false,
    });
  });

  it('a failed lookup leads to the wallet’s home_url (an allowed partner origin) with an empty mode', async () => {
    server.use(
      http.get('*/api/v1/order-ramp', notOrderData),
      http.get('*/api/v1/wallet', () => wallet('http://localhost:4012/home')),
    );
    await expect(loadRampOrder({ mode: 'on-ramp' })).resolves.toEqual({
      order: { url: 'http://localhost:4012/home', action: null, mode: '' },
      fallback: true,
    });
  });

  it('an error answer of the lookup (502, 404) is a failed lookup too: the fallback, not /error', async () => {
    server.use(
      http.get('*/api/v1/order-ramp', () => HttpResponse.json({ message: 'bad gateway' }, { status: 502 })),
      http.get('*/api/v1/wallet', () => wallet('http://localhost:4012/home')),
    );
    await expect(loadRampOrder({ mode: 'on-ramp' })).resolves.toMatchObject({
      order: { url: 'http://localhost:4012/home', mode: '' },
      fallback: true,
    });
    server.use(http.get('*/api/v1/order-ramp', () => HttpResponse.json({ message: 'gone' }, { status: 404 })));
    await expect(loadRampOrder({})).resolves.toMatchObject({ fallback: true });
  });

  it('keeps the rows §8 names: no payment methods → /payment-options-unavailable, 401 → login', async () => {
    server.use(
      http.get('*/api/v1/order-ramp', () =>
        HttpResponse.json({ message: 'no payment methods found' }, { status: 400 }),
      ),
    );
    await expect(loadRampOrder({})).rejects.toMatchObject({
      digest: expect.stringContaining('/payment-options-unavailable'),
    });
    server.use(http.get('*/api/v1/order-ramp', () => HttpResponse.json({}, { status: 401 })));
    await expect(loadRampOrder({})).rejects.toMatchObject({ digest: expect.stringContaining('/login?') });
  });

  it('a home_url off the allow-list, or a wallet that fails to load, leaves /decision-flow as the last resort', async () => {
    server.use(
      http.get('*/api/v1/order-ramp', () => HttpResponse.error()),
      http.get('*/api/v1/wallet', () => wallet('https://evil.example/')),
    );
    await expect(loadRampOrder({})).resolves.toMatchObject({ order: { url: '/decision-flow' }, fallback: true });

    server.use(http.get('*/api/v1/wallet', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(loadRampOrder({})).resolves.toMatchObject({ order: { url: '/decision-flow' }, fallback: true });
  });
});
