/**
 * The data of /profile (spec §7 GET /user/profile, GET /user/config, GET /user/wallets, forwarded cookies).
 * Every part is a route data load under spec §8 "Other cases" ("A failed route data load is logged and returns empty
 * data"): the screen shows what it has and says what is missing instead of leaving for /error. The profile is left to
 * the screen (policy 'screen-handles'): a 401 still goes to login (spec §4, §8), any other failure (an HTTP error
 * answer, a transport error, an answer that does not parse) gives no profile and `profileFailed`, which the screen
 * tells. Config and wallets are optional parts and give empty data whatever fails (policy 'empty-on-failure').
 */
import 'server-only';
import { identifiedProfile, type Profile, type UserConfig } from '@/lib/api/schemas';
import { getProfileHandledByScreen } from '@/lib/api/user';
import { getUserConfigOrEmpty } from '@/lib/api/user-route-data';
import { getUserWalletsOrEmpty, type UserWallet } from '@/lib/api/wallets';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';

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
  const call = await serverCaller();
  const [profile, config, wallets] = await Promise.all([
    routeDataOrEmpty('GET /user/profile', () => call(getProfileHandledByScreen), null),
    routeDataOrEmpty('GET /user/config', () => call(getUserConfigOrEmpty), null),
    routeDataOrEmpty('GET /user/wallets', () => call(getUserWalletsOrEmpty), [] as UserWallet[]),
  ]);
  return { profile: identifiedProfile(profile), profileFailed: profile === null, config, wallets };
}
