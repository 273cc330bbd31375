/**
 * Filters of /transactions (spec §3, §7, §9): kind, status, blockchain, wallet_id, start_created_at,
 * end_created_at and the page offset. One shape, parsed from and written to the URL (qs with the spec §9
 * limits, arrays as repeated keys: `status=a&status=b`) and to the transactionFilters cookie (the same query
 * string, without the offset). Invalid values are dropped with a logged warning, never sent to the API.
 */
import type { ParsedQs } from 'qs';
import type { TransactionQuery } from '@/lib/api/user';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { TRANSACTION_KINDS, type TransactionKind } from '@/lib/domain/kinds';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/lib/domain/statuses';
// Not lib/http/query: that module parses with qs, which this client-side module must not load.
import { parseFlatQuery } from '@/lib/http/flat-query';
import { stringifyQuery } from '@/lib/http/query-string';

/** Page size of the list (spec §9 pages by offset from 0). */
export const PAGE_SIZE = 10;

/** The filters of the transaction list, normalised (arrays sorted and unique, absent = no filter). */
export interface TransactionFilters {
  kind: TransactionKind[];
  status: TransactionStatus[];
  blockchain: Blockchain[];
  wallet_id?: string;
  /**
   * Created at or after: `YYYY-MM-DD` (from 00:00:00.000 UTC of that day) or an ISO 8601 date-time (that instant).
   * Sent to the API as given.
   */
  start_created_at?: string;
  /**
   * Created at or before, inclusive: `YYYY-MM-DD` means up to the END of that UTC day (23:59:59.999 UTC, as the API
   * reads it: the sandbox's dateParam), an ISO 8601 date-time that instant. Days are UTC days, not the person's
   * local days (a transaction at 23:30 in São Paulo on the 1st is on the 2nd in UTC).
   */
  end_created_at?: string;
  /** Offset from 0 (spec §9). */
  offset: number;
}

/** The query keys this module owns. */
export const FILTER_KEYS = [
  'kind',
  'status',
  'blockchain',
  'wallet_id',
  'start_created_at',
  'end_created_at',
  'offset',
] as const;

/** No filter, first page. */
export const EMPTY_FILTERS: TransactionFilters = { kind: [], status: [], blockchain: [], offset: 0 };

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const WALLET_ID = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_OFFSET = 1_000_000;

type Warn = (message: string) => void;
const defaultWarn: Warn = (message) => console.warn(`[transactions] ${message}`);

/** Strings of a parsed qs value: a string, an array of strings, or qs' index-keyed object past the limit. */
function strings(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  if (Array.isArray(value)) return value.flatMap(strings);
  return [JSON.stringify(value)];
}

function pick<T extends string>(key: string, value: unknown, allowed: readonly T[], warn: Warn): T[] {
  const out = new Set<T>();
  for (const item of strings(value)) {
    if ((allowed as readonly string[]).includes(item)) out.add(item as T);
    else warn(`dropped invalid ${key} filter ${JSON.stringify(item)}`);
  }
  return allowed.filter((item) => out.has(item));
}

function single(key: string, value: unknown, valid: (v: string) => boolean, warn: Warn): string | undefined {
  const values = strings(value);
  if (values.length === 0) return undefined;
  if (values.length === 1 && valid(values[0]!)) return values[0];
  warn(`dropped invalid ${key} filter ${JSON.stringify(value)}`);
  return undefined;
}

function validDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(new Date(value).getTime());
}

/**
 * Filters from a parsed query (lib/http/query `parseQuery`, or lib/http/page-query `pageQueryOf` on the page).
 * Unknown keys are ignored; invalid values are dropped and `warn` is told about each.
 */
export function parseFilters(query: Readonly<Record<string, unknown>>, warn: Warn = defaultWarn): TransactionFilters {
  const filters: TransactionFilters = {
    kind: pick('kind', query.kind, TRANSACTION_KINDS, warn),
    status: pick('status', query.status, TRANSACTION_STATUSES, warn),
    blockchain: pick('blockchain', query.blockchain, BLOCKCHAINS, warn),
    offset: 0,
  };
  const wallet = single('wallet_id', query.wallet_id, (v) => WALLET_ID.test(v), warn);
  if (wallet) filters.wallet_id = wallet;
  const start = single('start_created_at', query.start_created_at, validDate, warn);
  if (start) filters.start_created_at = start;
  const end = single('end_created_at', query.end_created_at, validDate, warn);
  if (end) filters.end_created_at = end;
  const offset = single('offset', query.offset, (v) => /^\d{1,7}$/.test(v) && Number(v) <= MAX_OFFSET, warn);
  if (offset) filters.offset = Number(offset);
  return filters;
}

/**
 * Filters from a query string ("?status=a&status=b" or without the "?"): the browser's own URL on /transactions and
 * the transactionFilters cookie. Read with lib/http/flat-query `parseFlatQuery`, which gives the same filters as
 * qs at the spec §9 limits (filters.test.ts compares them) without loading qs in the browser.
 */
export function parseFiltersFromSearch(search: string, warn: Warn = defaultWarn): TransactionFilters {
  return parseFilters(parseFlatQuery(search), warn);
}

/** Whether a parsed query carries any of the filter keys (an entry without them may use the cookie). */
export function hasFilterKeys(query: ParsedQs): boolean {
  return FILTER_KEYS.some((key) => query[key] !== undefined);
}

/** The API query of GET /user/transactions (with offset and the page size) for these filters. */
export function toApiQuery(filters: TransactionFilters): TransactionQuery {
  return { ...withoutOffset(filters), offset: filters.offset, limit: PAGE_SIZE };
}

/** The filters without the offset: the API query of GET /user/transactions/count. */
export function withoutOffset(filters: TransactionFilters): Omit<TransactionQuery, 'offset' | 'limit'> {
  const query: Omit<TransactionQuery, 'offset' | 'limit'> = {};
  if (filters.kind.length) query.kind = filters.kind;
  if (filters.status.length) query.status = filters.status;
  if (filters.blockchain.length) query.blockchain = filters.blockchain;
  if (filters.wallet_id) query.wallet_id = filters.wallet_id;
  if (filters.start_created_at) query.start_created_at = filters.start_created_at;
  if (filters.end_created_at) query.end_created_at = filters.end_created_at;
  return query;
}

/** The URL query string (no "?") of these filters, arrays as repeated keys; offset 0 is left out. */
export function filtersToSearch(filters: TransactionFilters): string {
  return stringifyQuery({ ...withoutOffset(filters), ...(filters.offset > 0 ? { offset: filters.offset } : {}) });
}

/** The transactionFilters cookie value: the filters' query string without the offset (a new visit starts at page 1). */
export function filtersToCookie(filters: TransactionFilters): string {
  return stringifyQuery({ ...withoutOffset(filters) });
}

/** Filters from the transactionFilters cookie value (absent or invalid → no filter); offset always 0. */
export function parseFiltersCookie(value: string | undefined, warn: Warn = defaultWarn): TransactionFilters {
  if (!value) return { ...EMPTY_FILTERS };
  return { ...parseFiltersFromSearch(value, warn), offset: 0 };
}
