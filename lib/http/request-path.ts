/**
 * The request header middleware.ts sets on every page request with the path and query being rendered (overwriting
 * whatever the browser sent: lib/middleware/render-headers.ts), for server code that gets no `searchParams`: the
 * layouts (the protected layout's sign-in redirect, the header's partner branding) and the product API client's 401
 * return-to of spec §4 (lib/http/server currentRequestPath). Pages read their query from `searchParams`. Its own
 * module, free of server-only imports, so the Edge middleware and the Node server share one name.
 */
export const CURRENT_PATH_HEADER = 'x-current-path';
