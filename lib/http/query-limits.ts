/**
 * The qs limits of spec §9 (depth 5, arrays of at most 20 indices, 1000 parameters): one list for the server's qs
 * parse (lib/http/query) and the browser's qs-free one (lib/http/flat-query). A module of its own, without qs.
 */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;
