/**
 * The data of /profile (spec §7 GET /user/profile, GET /user/config, GET /user/wallets, forwarded cookies).
 * Every part is a route data load under spec §8 "Other cases" ("A failed route data load is logged and returns empty
 * data"): the screen shows what it has and says what is missing instead of leaving for /error. The profile goes
 * through lib/http/quiet-load.ts: a 401 still goes to login (spec §4, §8), any other failure (an HTTP error answer,
 * a transport error, an answer that does not parse) gives no profile and `profileFailed`, which the screen tells.
 * Config and wallets are optional parts and give empty data whatever fails (the quiet client).
 */
import 'server-only';
import { identifiedProfile, type Profile, type UserConfig } from '@/lib/api/schemas';
import { getProfile, getUserConfig } from '@/lib/api/user';
import { getUserWallets, type UserWallet } from '@/lib/api/wallets';
import { quietLoadOrEmpty } from '@/lib/http/quiet-load';
import { loadOrEmpty, serverApi } from '@/lib/http/server';

export interface ProfilePageData {
  /** The identified person's profile; null for an FE_ANONYMOUS answer (spec §3) or a failed load. */
  profile: Profile | null;
  /** True when GET /user/profile failed (not a 401): `profile` is null because it is unknown. */
  profileFailed: boolean;
  /** The saved preferences, or null when they could not be loaded. */
  config: UserConfig | null;
  wallets: UserWallet[];
}

/**
 * @returns the parts above; never throws but NEXT_REDIRECT to login for a 401 on the profile.
 */
export async function loadProfilePage(): Promise<ProfilePageData> {
  const quiet = await serverApi({ quiet: true });
  const [profile, config, wallets] = await Promise.all([
    quietLoadOrEmpty('GET /user/profile', getProfile, null),
    loadOrEmpty('GET /user/config', () => getUserConfig(quiet), null),
    loadOrEmpty('GET /user/wallets', () => getUserWallets(quiet), [] as UserWallet[]),
  ]);
  return { profile: identifiedProfile(profile), profileFailed: profile === null, config, wallets };
}
