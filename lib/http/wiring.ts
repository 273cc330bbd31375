/**
 * The React wiring of the client HTTP error rule (spec §4, §8): how to navigate and what a 401 resets. It is kept
 * apart from the ky instances of lib/http/client.ts so the session provider, which every page loads, can register
 * it without bringing ky into the first load. lib/http/client.ts reads it on every failed call.
 */
'use client';

export interface ClientHttpWiring {
  /** Replace the current location with a same-origin path (router.replace). */
  navigate: (path: string) => void;
  /** Called on a 401: reset the authorised flag and clear cached data (spec §4). */
  onUnauthorized: () => void;
}

let wiring: ClientHttpWiring = {
  navigate: (path) => window.location.replace(path),
  onUnauthorized: () => undefined,
};

/** Registers the router and session callbacks used when a call fails. Returns a function that undoes it. */
export function configureClientHttp(next: ClientHttpWiring): () => void {
  const previous = wiring;
  wiring = next;
  return () => {
    wiring = previous;
  };
}

/** The wiring registered last (the defaults until the session provider mounts). */
export function clientHttpWiring(): ClientHttpWiring {
  return wiring;
}
