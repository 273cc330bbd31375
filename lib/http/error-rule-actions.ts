/**
 * What the client's HTTP error rule does in the app (spec §4, §8): how it navigates and what a 401 resets, registered
 * by the session provider with the router and the session's reset. It is kept apart from the ky instances of
 * lib/http/client.ts so the session provider, which every page loads, can register them without bringing ky into the
 * first load. lib/http/client.ts reads them on every failed call.
 */
'use client';

/** The actions of the client error rule. */
export interface ErrorRuleActions {
  /** Replace the current location with a same-origin path (router.replace). */
  navigate: (path: string) => void;
  /** Called on a 401: reset the authorised flag and clear cached data (spec §4). */
  onUnauthorized: () => void;
}

let actions: ErrorRuleActions = {
  navigate: (path) => window.location.replace(path),
  onUnauthorized: () => undefined,
};

/**
 * Registers the router and session callbacks used when a call fails.
 * @returns a function that puts back the actions registered before.
 */
export function registerErrorRuleActions(next: ErrorRuleActions): () => void {
  const previous = actions;
  actions = next;
  return () => {
    actions = previous;
  };
}

/** The actions registered last (the defaults until the session provider mounts). */
export function errorRuleActions(): ErrorRuleActions {
  return actions;
}
