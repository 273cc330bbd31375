/**
 * The request header middleware.ts sets on every page request with the path and query being rendered, and server
 * code reads (lib/http/server currentRequestPath: the 401 return-to of spec §4, the one query reader of the
 * server). Its own module, free of server-only imports, so the Edge middleware and the Node server share one name.
 */
export const CURRENT_PATH_HEADER = 'x-current-path';
