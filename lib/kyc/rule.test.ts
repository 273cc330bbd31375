/** @jest-environment node */
import { kycLevelRank, kycNeeded, kycStep } from './rule';

describe('kycStep (the rule of lib/kyc/rule.ts)', () => {
  it('an FE_ANONYMOUS profile (unidentified, spec §3) needs verification whatever its KYC fields say', () => {
    const anonymous = { userIdentityId: 'FE_ANONYMOUS', kyc_status: 'approved', kyc_level: 'level_2' };
    expect(kycStep(anonymous)).toBe('required');
    expect(kycNeeded(anonymous)).toBe(true);
    expect(kycStep({ ...anonymous, userIdentityId: 'id-1' })).toBe('done');
  });

  it.each([
    [{ kyc_status: 'approved', kyc_level: 'level_2' }, undefined, 'done'],
    [{ kyc_status: 'approved', kyc_level: 'level_1' }, undefined, 'done'],
    [{ kyc_status: 'approved', kyc_level: null }, undefined, 'done'],
    [{ kyc_status: 'APPROVED', kyc_level: 'level_1' }, undefined, 'done'],
    [{ kyc_status: 'approved', kyc_level: 'level_1' }, 'level_2', 'required'],
    [{ kyc_status: 'approved', kyc_level: 'level_3' }, 'level_2', 'done'],
    [{ kyc_status: 'pending', kyc_level: null }, undefined, 'in-review'],
    [{ kyc_status: 'started', kyc_level: null }, undefined, 'required'],
    [{ kyc_status: 'rejected', kyc_level: 'level_1' }, undefined, 'required'],
    [{ kyc_status: null, kyc_level: null }, undefined, 'required'],
    [{ kyc_status: 'something-new', kyc_level: 'level_2' }, undefined, 'required'],
    [null, undefined, 'required'],
  ] as const)('%j (needs %s) → %s', (facts, level, expected) => {
    expect(kycStep(facts, level)).toBe(expected);
    expect(kycNeeded(facts, level)).toBe(expected !== 'done');
  });

  it('ranks levels by their number', () => {
    expect(kycLevelRank('level_2')).toBe(2);
    expect(kycLevelRank('LEVEL-3')).toBe(3);
    expect(kycLevelRank('4')).toBe(4);
    expect(kycLevelRank('basic')).toBe(0);
    expect(kycLevelRank(null)).toBe(0);
  });
});
