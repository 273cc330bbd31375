/**
 * The user area's calls that only a server loader makes, for route data that is empty on failure (spec §8 "Other
 * cases"). Apart from ./user, which every signed-in screen's browser code loads, so the browser does not carry them.
 */
import { defineCall } from '@/lib/http/policy';
import { getProfile, getUserConfig } from './user';

/** GET /user/profile for the steps of an order's journey: a failure leaves the step count longer. */
export const getProfileOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getProfile);

/** GET /user/config on /profile: the language menu shows the page's language without it. */
export const getUserConfigOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getUserConfig);
