/**
 * @jest-environment node
 *
 * GET /transaction-info/{id} (lib/api/transactions.ts) against the sandbox's own handlers (msw/node), so the one
 * zod schema and the sandbox agree (sandbox/README.md): payment details for the final step, and the card
 * form `url` of a card order for /payment.
 */
import ky from 'ky';
import { getTransactionInfo } from './transactions';
import { readyForOrders, withSandboxServer, testSessionCookie } from '../../sandbox/api/node';
import { stableId } from '../../sandbox/api/store';
import { encodeToken } from '../../sandbox/api/tokens';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
beforeEach(() => readyForOrders(sandbox.store, 'fresh@example.com'));
const anonymous = ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0 });
const as = (email: string) => anonymous.extend({ headers: { cookie: testSessionCookie(email) } });
const http = as('demo@example.com');

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

describe('GET /transaction-info/{id}: who may read it', () => {
  const id = stableId('demo:tx:3');
  const status = (error: unknown) => (error as { response?: Response }).response?.status;

  it('an id alone reveals nothing: anonymous and another person get the same 404 as an unknown id', async () => {
    expect(status(await getTransactionInfo(anonymous, id).catch((e: unknown) => e))).toBe(404);
    expect(status(await getTransactionInfo(as('fresh@example.com'), id).catch((e: unknown) => e))).toBe(404);
  });

  it("the holder of the transaction's signed token may read it; a token for another transaction may not", async () => {
    const token = await encodeToken({ transaction: { id } });
    expect((await getTransactionInfo(anonymous, id, token)).transaction.id).toBe(id);
    const other = await encodeToken({ transaction: { id: stableId('demo:tx:4') } });
    expect(status(await getTransactionInfo(anonymous, id, other).catch((e: unknown) => e))).toBe(404);
    // A tampered signature: one character in the middle of the third part changed (the last characters may carry
    // unused bits, so changing them does not always change the signature).
    const [head, body, signature] = token.split('.') as [string, string, string];
    const at = Math.floor(signature.length / 2);
    const flipped = signature[at] === 'A' ? 'B' : 'A';
    const tampered = `${head}.${body}.${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`;
    expect(status(await getTransactionInfo(anonymous, id, tampered).catch((e: unknown) => e))).toBe(404);
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
    const info = await getTransactionInfo(as('fresh@example.com'), order.transaction.id);
    expect(info.payment).toMatchObject({
      method: 'CARD',
      url: expect.stringContaining(`/__sandbox/pages/card?transaction=${order.transaction.id}`),
    });
  });
});
