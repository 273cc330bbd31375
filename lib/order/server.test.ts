/**
 * /ramp's loader (issue 14 item 8, spec §8 "If the ramp order lookup fails, the fallback order data has the
 * provider's home url and an empty mode"): the wallet's home_url, else the configured provider url, else
 * /decision-flow.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadRampOrder } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ 'x-current-path': '/ramp?mode=on-ramp' }),
}));

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

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  console.error = jest.fn();
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
