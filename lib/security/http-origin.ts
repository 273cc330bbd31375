/** Origins of configured URLs, for the allow-lists of lib/security (CSP sources, internal addresses). Pure. */

/**
 * The origin of an http(s) URL.
 * @param value any string, e.g. a configured URL.
 * @returns `scheme://host[:port]`, or null when `value` is not an http or https URL.
 */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
