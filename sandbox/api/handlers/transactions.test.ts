/**
 * @jest-environment node
 *
 * GET /transaction-info/{id} of a sale waiting for the person's USDC (pending_user_transfer_start): everything the
 * final step needs to say what to send, where and by when (spec §4 "Final step") — the anchor's account, the memo on
 * stellar, instructions with the exact amount and the network, and a deadline counted from the confirmation.
 */
import ky from 'ky';
import { confirmInteractive } from '../../../lib/api/interactive';
import { getTransactionInfo } from '../../../lib/api/transactions';
import { testSessionCookie, withSandboxServer } from '../node';

const ORIGIN = 'http://localhost:3000';
withSandboxServer({ origin: ORIGIN });
const demo = ky.create({
  prefixUrl: `${ORIGIN}/api/v1`,
  retry: 0,
  headers: { cookie: testSessionCookie('demo@example.com') },
});

/** A withdrawal of 20 USDC on `blockchain`, created by the wallet host's control call and confirmed. */
async function confirmedWithdrawal(blockchain: string) {
  const response = await fetch(`${ORIGIN}/__sandbox/interactive/withdrawal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '20', blockchain }),
  });
  const { id } = (await response.json()) as { id: string };
  return confirmInteractive(demo, id);
}

const THIRTY_MINUTES_MS = 30 * 60_000;

describe('GET /transaction-info/{id} of a withdrawal waiting for the USDC', () => {
  it('on stellar: the account, the memo, instructions with amount, network and memo, the deadline', async () => {
    const tx = await confirmedWithdrawal('stellar');
    expect(tx.status).toBe('pending_user_transfer_start');
    const { payment } = await getTransactionInfo(demo, tx.id);
    const memo = tx.id.slice(0, 8).toUpperCase();
    expect(payment).toMatchObject({ account: expect.stringMatching(/^G[A-Z2-7]{55}$/), memo, memo_type: 'text' });
    expect(payment!.instructions).toBe(
      `Send exactly ${tx.amount_in} USDC on Stellar to ${payment!.account} with memo ${memo}. ` +
        'Without the memo the USDC can be lost.',
    );
    expect(Date.parse(payment!.expires_at!)).toBe(Date.parse(tx.updated_at!) + THIRTY_MINUTES_MS);
  });

  it('on tron: an address of its own and no memo', async () => {
    const tx = await confirmedWithdrawal('tron');
    const { payment } = await getTransactionInfo(demo, tx.id);
    expect(payment).toMatchObject({ account: expect.stringMatching(/^T\w{33}$/), memo: null, memo_type: null });
    expect(payment!.instructions).toBe(
      `Send exactly ${tx.amount_in} USDC on Tron to ${payment!.account}. This address is for this order only.`,
    );
    expect(payment!.expires_at).toEqual(expect.any(String));
  });
});
