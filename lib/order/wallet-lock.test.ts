import { EMPTY_DRAFT } from './draft-fields';
import { applyWalletLock, walletLockOf } from './wallet-lock';

const STELLAR = `G${'B'.repeat(55)}`;
const ETHEREUM = `0x${'a'.repeat(40)}`;

describe('walletLockOf (the partner-locked wallet)', () => {
  it('names the network from the address', () => {
    expect(walletLockOf({ wallet: STELLAR })).toEqual({ address: STELLAR, blockchain: 'stellar' });
    expect(walletLockOf({ wallet: ETHEREUM })).toEqual({ address: ETHEREUM, blockchain: 'ethereum' });
  });

  it('is no lock without a session, without a wallet, or for an address of no network', () => {
    expect(walletLockOf(null)).toBeNull();
    expect(walletLockOf({})).toBeNull();
    expect(walletLockOf({ wallet: `X${'B'.repeat(55)}` })).toBeNull();
  });
});

describe('applyWalletLock', () => {
  it('puts the locked address and its network in the draft, over a saved wallet', () => {
    const draft = { ...EMPTY_DRAFT, walletId: 'w1', blockchain: 'tron' as const };
    expect(applyWalletLock(draft, { address: STELLAR, blockchain: 'stellar' })).toMatchObject({
      address: STELLAR,
      blockchain: 'stellar',
      walletId: undefined,
    });
  });

  it('leaves the draft alone without a lock', () => {
    const draft = { ...EMPTY_DRAFT, address: 'typed' };
    expect(applyWalletLock(draft, null)).toBe(draft);
  });
});
