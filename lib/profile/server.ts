/**
 * The data of /profile (spec §7 GET /user/profile, GET /user/config, GET /user/wallets, forwarded cookies).
 * The profile goes through the global error rule (a 401 → login, spec §8); config and wallets are optional parts
 * of the screen and give empty data when they fail (spec §8 "a failed route data load … returns empty data").
 */
import 'server-only';
import { getUserWallets, type UserWallet } from '@/lib/api/order';
import { identifiedProfile, type Profile, type UserConfig } from '@/lib/api/schemas';
import { getProfile, getUserConfig } from '@/lib/api/user';
import { loadOrEmpty, serverApi } from '@/lib/http/server';

export interface ProfilePageData {
  /** The identified person's profile; null for an FE_ANONYMOUS answer (spec §3). */
  profile: Profile | null;
  /** The saved preferences, or null when they could not be loaded. */
  config: UserConfig | null;
  wallets: UserWallet[];
}

/** @returns the three parts (see above); throws NEXT_REDIRECT through the error rule for the profile. */
export async function loadProfilePage(): Promise<ProfilePageData> {
  const [http, quiet] = await Promise.all([serverApi(), serverApi({ quiet: true })]);
  const [profile, config, wallets] = await Promise.all([
    getProfile(http),
    loadOrEmpty('GET /user/config', () => getUserConfig(quiet), null),
    loadOrEmpty('GET /user/wallets', () => getUserWallets(quiet), [] as UserWallet[]),
  ]);
  return { profile: identifiedProfile(profile), config, wallets };
}
