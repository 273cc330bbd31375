/**
 * The SEP-24 body the interactive flow sends to the wallet: `{transaction: {...}}` as SEP-24
 * GET /transaction, built from our transaction (spec §3) and its payment details.
 */
import type { Transaction } from '@/lib/api/schemas';
import { moreInfoUrl, sep24Message, sep24MessageSchema, toSep38Asset } from './sep24';

const ISSUER = 'GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5';
const base: Transaction = {
  id: '3f2c9a1e-0b7d-4c55-a1e2-9d8f7a6b5c4d',
  kind: 'deposit',
  status: 'pending_anchor',
  extra_status: null,
  amount_in: '100.00',
  amount_out: '17.8200000',
  amount_fee: '1.00',
  blockchain: 'stellar',
  wallet_id: 'w1',
  started_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:05:00.000Z',
  message: null,
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: `USDC:${ISSUER}` },
};

describe('sep24Message', () => {
  it('maps a deposit to the SEP-24 transaction object', () => {
    const message = sep24Message(base, { appOrigin: 'http://localhost:3000' });
    expect(message).toEqual({
      transaction: {
        id: base.id,
        kind: 'deposit',
        status: 'pending_anchor',
        more_info_url: `http://localhost:3000/transaction?id=${base.id}`,
        amount_in: '100.00',
        amount_in_asset: 'iso4217:BRL',
        amount_out: '17.8200000',
        amount_out_asset: `stellar:USDC:${ISSUER}`,
        amount_fee: '1.00',
        amount_fee_asset: 'iso4217:BRL',
        started_at: '2026-03-01T12:00:00.000Z',
        updated_at: '2026-03-01T12:05:00.000Z',
        refunded: false,
      },
    });
    expect(sep24MessageSchema.safeParse(JSON.parse(JSON.stringify(message))).success).toBe(true);
  });

  it('adds completed_at once completed, refunded for a refund, and the message', () => {
    expect(
      sep24Message({ ...base, status: 'completed' }, { appOrigin: 'http://localhost:3000' }).transaction.completed_at,
    ).toBe(base.updated_at);
    const refunded = sep24Message(
      { ...base, status: 'refunded', message: 'Returned' },
      { appOrigin: 'http://localhost:3000' },
    ).transaction;
    expect(refunded).toMatchObject({ refunded: true, message: 'Returned' });
    expect(refunded.completed_at).toBeUndefined();
  });

  it('gives a withdrawal the anchor account and memo, and leaves out absent amounts', () => {
    const withdrawal: Transaction = {
      ...base,
      kind: 'withdrawal',
      status: 'pending_user_transfer_start',
      amount_in: null,
      amount_out: null,
      amount_fee: null,
      blockchain: 'tron',
      details: { amount_in_asset: 'USDC:TXYZ', amount_out_asset: 'iso4217:EUR' },
    };
    const body = sep24Message(withdrawal, {
      appOrigin: 'https://ramp.example',
      payment: { account: 'TAnchor', memo: 'ABCD1234' },
    }).transaction;
    expect(body).toMatchObject({
      kind: 'withdrawal',
      withdraw_anchor_account: 'TAnchor',
      withdraw_memo: 'ABCD1234',
      withdraw_memo_type: 'text',
    });
    for (const key of [
      'amount_in',
      'amount_in_asset',
      'amount_out',
      'amount_out_asset',
      'amount_fee',
      'amount_fee_asset',
    ])
      expect(body).not.toHaveProperty(key);
  });
});

describe('toSep38Asset / moreInfoUrl', () => {
  it('writes stellar assets in SEP-38 form and leaves the rest', () => {
    expect(toSep38Asset(`USDC:${ISSUER}`, 'stellar')).toBe(`stellar:USDC:${ISSUER}`);
    expect(toSep38Asset('iso4217:BRL', 'stellar')).toBe('iso4217:BRL');
    expect(toSep38Asset(`stellar:USDC:${ISSUER}`, 'stellar')).toBe(`stellar:USDC:${ISSUER}`);
    expect(toSep38Asset('USDC:TXYZ', 'tron')).toBe('USDC:TXYZ');
  });

  it('encodes the id in the more-info URL', () => {
    expect(moreInfoUrl('https://ramp.example', 'a b')).toBe('https://ramp.example/transaction?id=a+b');
  });
});
