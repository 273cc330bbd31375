/**
 * A Set-Cookie header value for one of the app's cookies (spec §3, §9), written with jshttp's `cookie` serializer.
 * Middleware appends these lines itself instead of using `NextResponse.cookies`: a cookie set there is also handed
 * to the page being rendered (`x-middleware-set-cookie`), and Next then rewrites that render's whole Cookie header
 * with every value URL-encoded, which changes Kratos's session cookie (`=` → `%3D`) so the render's calls with it
 * answer 401. Pure.
 */
import { stringifySetCookie, type SerializeOptions } from 'cookie';

/**
 * @param name the cookie's name.
 * @param value its value; URL-encoded in the line, as cookies-next reads it back.
 * @param options domain, path, expiry, Max-Age and SameSite attributes (e.g. lib/cookies `cookieOptions`).
 * @returns the header value, e.g. `language=pt; Domain=ramp.example; Path=/; Expires=…; SameSite=Lax`.
 */
export function setCookieLine(name: string, value: string, options: SerializeOptions): string {
  return stringifySetCookie(name, value, options);
}

/** The moment an expired cookie's `Expires` names (1 January 1970), beside `Max-Age=0` for older browsers. */
export const EXPIRED = new Date(0);
