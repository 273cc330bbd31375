/**
 * @jest-environment node
 *
 * GET /transaction-info/{id} (lib/api/transactions.ts) against the sandbox's own handlers (msw/node), so the one
 * zod schema and the sandbox agree (sandbox/README.md): payment details for the final step, and the card
 * form `url` of a card order for /payment.
 */
import ky from 'ky';
import { getTransactionInfo } from './transactions';
import { withSandboxServer, testSessionCookie } from '../../sandbox/api/node';
import { stableId } from '../../sandbox/api/store';

const ORIGIN = 'http://localhost:3000';
withSandboxServer({ origin: ORIGIN });
const http = ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0 });

describe('GET /transaction-info/{id}', () => {
  it('parses the transaction and its payment details', async () => {
    const id = stableId('demo:tx:3'); // pending_user_transfer_start, withdrawal
    const info = await getTransactionInfo(http, id);
    expect(info.transaction).toMatchObject({ id, status: 'pending_user_transfer_start' });
    expect(info.payment).toMatchObject({ reference: id.slice(0, 8).toUpperCase() });
  });

  it('answers 404 for an unknown id', async () => {
    const error = await getTransactionInfo(http, 'no-such-id').catch((e: unknown) => e);
    expect((error as { response?: Response }).response?.status).toBe(404);
  });
});

describe('GET /transaction-info/{id}: payment.url', () => {
  it('is absent for a non-card order and the provider card form for a card order', async () => {
    expect((await getTransactionInfo(http, stableId('demo:tx:3'))).payment?.url ?? null).toBeNull();
    const order = await http
      .post('on-ramp', {
        headers: { cookie: testSessionCookie('fresh@example.com') },
        json: { amount: '100', payment_currency: 'EUR', blockchain: 'stellar', payment_method: 'card' },
      })
      .json<{ transaction: { id: string } }>();
    const info = await getTransactionInfo(http, order.transaction.id);
    expect(info.payment).toMatchObject({
      method: 'CARD',
      url: expect.stringContaining(`/__sandbox/pages/card?transaction=${order.transaction.id}`),
    });
  });
});
