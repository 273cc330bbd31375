/** @jest-environment node */
import { FE_ANONYMOUS, identifiedProfile, profileSchema } from './schemas';

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
