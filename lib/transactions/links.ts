/**
 * Links to a transaction and short forms of its ids: /transaction?id=…, and the first characters of an id or a hash
 * for reading (the whole value stays copyable). Pure module.
 */

/** How many characters of an id or hash a screen shows. */
export const SHORT_ID_LENGTH = 8;

/** The /transaction link of a transaction. */
export function transactionPath(id: string): string {
  return `/transaction?${new URLSearchParams({ id }).toString()}`;
}

/** The first {@link SHORT_ID_LENGTH} characters of an id or a hash (a `0x` prefix is kept on top of them). */
export function shortId(value: string): string {
  const prefix = /^0x/i.test(value) ? value.slice(0, 2) : '';
  return prefix + value.slice(prefix.length, prefix.length + SHORT_ID_LENGTH);
}
