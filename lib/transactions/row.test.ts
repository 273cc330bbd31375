/**
 * @jest-environment node
 */
import type { Transaction } from '@/lib/api/schemas';
import { toRowView, toWalletOption } from './row';

const ISSUER = 'USDC:GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5';

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: '9e745229-620b-4c0c-aecb-f2e31638ca06',
  kind: 'deposit',
  status: 'incomplete',
  extra_status: 'kyc_started',
  amount_in: '50.00',
  amount_out: '8.91',
  amount_fee: '0.50',
  blockchain: 'stellar',
  wallet_id: 'a40623f5-5db3-426c-a6a8-235b62725092',
  started_at: '2026-03-01T12:00:00.000Z',
  updated_at: null,
  message: 'a note',
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: ISSUER },
  ...patch,
});

describe('toRowView (spec §3 list row)', () => {
  it('keeps what the row shows, both amounts with their codes, and nothing else', () => {
    expect(toRowView(tx())).toEqual({
      id: '9e745229-620b-4c0c-aecb-f2e31638ca06',
      kind: 'deposit',
      status: 'incomplete',
      extraStatus: 'kyc_started',
      crypto: { amount: '8.91', code: 'USDC' },
      fiat: { amount: '50.00', code: 'BRL' },
      blockchain: 'stellar',
      startedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('reads a sale’s USDC from amount_in and its fiat from amount_out; leaves out what is absent', () => {
    const view = toRowView(
      tx({
        kind: 'withdrawal',
        extra_status: null,
        amount_in: null,
        amount_out: '185.13',
        details: { amount_in_asset: ISSUER, amount_out_asset: 'iso4217:BRL' },
      }),
    );
    expect(view.crypto).toEqual({ code: 'USDC' });
    expect(view.fiat).toEqual({ amount: '185.13', code: 'BRL' });
    expect('extraStatus' in view).toBe(false);
    expect(JSON.stringify(view)).not.toContain('null');
  });
});

describe('toWalletOption', () => {
  it('keeps the id, name, blockchain and address', () => {
    expect(
      toWalletOption({
        id: 'w1',
        name: 'Main',
        partner: 'test',
        blockchain: 'tron',
        address: 'TXYZ',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({ id: 'w1', name: 'Main', blockchain: 'tron', address: 'TXYZ' });
  });
});
