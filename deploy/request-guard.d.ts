/** Types of deploy/request-guard.js (plain CommonJS, run by node beside Next's standalone server). */
export function parseTrustedProxyHops(value: string | undefined): number | null;
export function hasMalformedPath(target: string): boolean;
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string | undefined;
export function forwardedProto(forwardedProto: string | string[] | undefined, hops: number): string | undefined;
export const MALFORMED_PATH_BODY: string;
