/**
 * The transaction screens' loaders (spec §8 "A failed route data load is logged and returns empty
 * data"): a transport failure or an invalid answer gives empty data, logged and reported; an error answer on the
 * screen's own data still meets the global rule; optional data is empty on any failure.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Transaction } from '@/lib/api/schemas';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import {
  loadNextStep,
  loadOwnTransaction,
  loadPendingTransaction,
  loadTransactionInfo,
  loadTransactionList,
} from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': '/transactions' }),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: the mocked module is reached with require
const Sentry = require('@sentry/nextjs') as { captureException: jest.Mock };

const TX: Transaction = {
  id: 'tx-1',
  kind: 'deposit',
  status: 'pending_user_transfer_start',
  blockchain: 'stellar',
  started_at: '2026-11-24T10:00:00Z',
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: 'USDC:GBBD' },
};
const WALLET = {
  id: 'w1',
  name: 'Main',
  partner: 'lobstr',
  blockchain: 'stellar',
  address: 'GABC',
  created_at: '2026-11-24T10:00:00Z',
};

const server = listenDuringTests(setupServer());
beforeEach(() => {
  console.error = jest.fn();
});

/** A transport failure (fetch rejects with a TypeError, as on a refused connection). */
const networkError = () => HttpResponse.error();

describe('loadTransactionList (/transactions entry data)', () => {
  it('gives the rows of the page, the count and the wallet options when all load', async () => {
    server.use(
      http.get('*/api/v1/user/transactions', () => HttpResponse.json({ transactions: [TX] })),
      http.get('*/api/v1/user/transactions/count', () => HttpResponse.json({ count: 1 })),
      http.get('*/api/v1/user/wallets', () => HttpResponse.json({ wallets: [WALLET] })),
    );
    await expect(loadTransactionList({ offset: 0 }, {})).resolves.toEqual({
      rows: [
        {
          id: 'tx-1',
          kind: 'deposit',
          status: 'pending_user_transfer_start',
          crypto: { code: 'USDC' },
          fiat: { code: 'BRL' },
          blockchain: 'stellar',
          startedAt: '2026-11-24T10:00:00Z',
        },
      ],
      count: 1,
      wallets: [{ id: 'w1', name: 'Main', blockchain: 'stellar', address: 'GABC' }],
    });
  });

  it('a transport failure and an invalid answer give empty data, logged and reported, not a thrown error', async () => {
    server.use(
      http.get('*/api/v1/user/transactions', networkError),
      http.get('*/api/v1/user/transactions/count', () => HttpResponse.json({ count: 'many' })),
      http.get('*/api/v1/user/wallets', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await expect(loadTransactionList({ offset: 0 }, {})).resolves.toEqual({
      rows: null,
      count: null,
      wallets: [],
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('user transactions failed'), expect.anything());
    expect(Sentry.captureException).toHaveBeenCalledWith(expect.anything(), {
      tags: { 'data.load': 'user transactions count' },
    });
  });

  it('an error answer on the list still follows the global rule (500 → /error)', async () => {
    server.use(
      http.get('*/api/v1/user/transactions', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('*/api/v1/user/transactions/count', () => HttpResponse.json({ count: 1 })),
      http.get('*/api/v1/user/wallets', () => HttpResponse.json({ wallets: [] })),
    );
    await expect(loadTransactionList({ offset: 0 }, {})).rejects.toMatchObject({
      digest: expect.stringContaining('/error'),
    });
  });
});

describe('loadOwnTransaction (/transaction, /interactive-flow, /payment)', () => {
  it('a transport failure gives null instead of the General error banner', async () => {
    server.use(http.get('*/api/v1/user/transactions/tx-1', networkError));
    await expect(loadOwnTransaction('tx-1')).resolves.toBeNull();
  });

  it('a 404 (someone else’s transaction) still goes to /404', async () => {
    server.use(http.get('*/api/v1/user/transactions/tx-1', () => HttpResponse.json({}, { status: 404 })));
    await expect(loadOwnTransaction('tx-1')).rejects.toMatchObject({ digest: expect.stringContaining('/404') });
  });
});

describe('loadTransactionInfo (optional data)', () => {
  it('any failure, an error answer included, is null and never a redirect', async () => {
    server.use(http.get('*/api/v1/transaction-info/tx-1', () => HttpResponse.json({}, { status: 500 })));
    await expect(loadTransactionInfo('tx-1')).resolves.toBeNull();
  });

  it('an answer is parsed', async () => {
    server.use(
      http.get('*/api/v1/transaction-info/tx-1', () =>
        HttpResponse.json({ transaction: TX, payment: { reference: 'REF1' } }),
      ),
    );
    await expect(loadTransactionInfo('tx-1')).resolves.toMatchObject({ payment: { reference: 'REF1' } });
  });
});

describe('loadNextStep (the payment’s deadline decides whether there is still something to do)', () => {
  const withDeadline = (expires_at: string) =>
    server.use(
      http.get('*/api/v1/transaction-info/tx-1', () =>
        HttpResponse.json({ transaction: TX, payment: { reference: 'REF1', expires_at } }),
      ),
    );

  it('pays before the deadline; once it has passed, the time to pay has passed', async () => {
    withDeadline(new Date(Date.now() + 600_000).toISOString());
    await expect(loadNextStep(TX)).resolves.toMatchObject({ step: 'pay', payment: { reference: 'REF1' } });
    withDeadline('2026-02-23T10:39:00.000Z');
    await expect(loadNextStep(TX)).resolves.toMatchObject({ step: 'payLate', failed: false });
    await expect(loadNextStep({ ...TX, kind: 'withdrawal' })).resolves.toMatchObject({ step: 'sendLate' });
  });

  it('a failed load keeps the step without a deadline and says the details are unavailable', async () => {
    server.use(http.get('*/api/v1/transaction-info/tx-1', () => HttpResponse.json({}, { status: 503 })));
    await expect(loadNextStep(TX)).resolves.toEqual({ step: 'pay', payment: null, failed: true });
  });
});

describe('loadPendingTransaction (spec §4 pending-action offer)', () => {
  it('undefined without a pending action, the first incomplete transaction with one, null when the load fails', async () => {
    server.use(http.get('*/api/v1/user/config', () => HttpResponse.json({ lang: 'en', has_pending_action: false })));
    await expect(loadPendingTransaction()).resolves.toBeUndefined();

    server.use(
      http.get('*/api/v1/user/config', () => HttpResponse.json({ lang: 'en', has_pending_action: true })),
      http.get('*/api/v1/user/transactions', ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect([q.get('status'), q.get('limit')]).toEqual(['incomplete', '1']);
        return HttpResponse.json({ transactions: [TX] });
      }),
    );
    await expect(loadPendingTransaction()).resolves.toEqual(TX);

    server.use(http.get('*/api/v1/user/config', networkError));
    await expect(loadPendingTransaction()).resolves.toBeNull();
  });
});
