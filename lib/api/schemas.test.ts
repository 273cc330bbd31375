/** @jest-environment node */
import { FE_ANONYMOUS, identifiedProfile, profileSchema, transactionSchema } from './schemas';

const profile = profileSchema.parse({
  interactiveID: null,
  userIdentityId: 'a1b2',
  userEmail: 'demo@example.com',
  kyc_status: 'approved',
  kyc_level: 'level_1',
  user_city: null,
  user_country: 'BR',
  wallet_name: null,
});

describe('identifiedProfile (spec §3 FE_ANONYMOUS)', () => {
  it("keeps an identified person's profile", () => {
    expect(identifiedProfile(profile)).toBe(profile);
  });

  it('an FE_ANONYMOUS profile is no identity: null, like no profile at all', () => {
    expect(identifiedProfile({ ...profile, userIdentityId: FE_ANONYMOUS })).toBeNull();
    expect(identifiedProfile(null)).toBeNull();
  });
});

describe("transactionSchema: a sell's payout", () => {
  const tx = {
    id: 't-1',
    kind: 'withdrawal',
    status: 'incomplete',
    blockchain: 'stellar',
    started_at: '2026-03-01T12:00:00.000Z',
    details: { amount_in_asset: 'USDC:G', amount_out_asset: 'iso4217:BRL' },
  };

  it('keeps the payout with its fields, and a transaction without one', () => {
    const payout = { method: 'pix', pix_key: 'ana@example.com' };
    expect(transactionSchema.parse({ ...tx, payout }).payout).toEqual(payout);
    expect(transactionSchema.parse(tx)).not.toHaveProperty('payout');
  });

  it.each([
    ['a string', 'pix'],
    ['no method', { iban: 'X' }],
    ['a list', []],
  ])('reads a payout that is %s as null, and keeps the transaction', (_, payout) => {
    expect(transactionSchema.parse({ ...tx, payout })).toMatchObject({ id: 't-1', payout: null });
  });
});
