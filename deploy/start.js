/**
 * Production entry of the standalone build: `node start.js` beside Next's generated `server.js`
 * (`npm run build` copies this file to .next/standalone/; the Docker image's CMD). It runs Next's own standalone
 * server unchanged and adds what a process behind a load balancer needs:
 *
 * - Graceful shutdown. On SIGTERM (or SIGINT) the listening socket is closed at once (no new connections), idle
 *   keep-alive connections are closed, requests in flight are finished, then the process exits 0. Requests still
 *   running after SHUTDOWN_GRACE_MS (default 25 000 ms: under Docker's and Kubernetes's 30 s) are cut and the
 *   process exits 1. Next's own handler (which exits 143) is switched off with NEXT_MANUAL_SIG_HANDLE.
 * - The request id. Each request gets `x-request-id`: the reverse proxy's when well formed (lib/log/request-id.ts,
 *   same pattern as below), else a new UUID. It is set on the request before Next sees it, so the app's calls to
 *   Kratos and the product API forward it, and echoed on the response.
 * - JSON logs: one access line per request through pino (time, level, reqId, method, path without the query,
 *   status, ms; health probes at debug level only, not shown at the default level), and every console.* line of
 *   the process (Next's own messages, the app's `[data]`, `[proxy]`, `[auth]` … warnings and errors) as a pino line
 *   too, with the reqId of the request it was written for (AsyncLocalStorage). Info and debug go to stdout,
 *   warnings and errors to stderr.
 * - The heap guard (deploy/heap-guard.js): an instance whose used heap stays over HEAP_DRAIN_MB (default 85 % of the
 *   heap limit NODE_OPTIONS sets) answers /readyz 503 for HEAP_DRAIN_DELAY_MS, then shuts down as on SIGTERM and exits
 *   0, so the proxy moves its traffic to the other instances and the restart policy starts a fresh one before V8's
 *   heap limit would end it mid-request. A malformed value stops the process at start.
 * - Request checks before Next (deploy/request-guard.js): a path with a malformed percent-escape answers 400 with a
 *   short JSON body (Next's router would answer 500), and `X-Forwarded-For` is replaced by the one client address
 *   the configured reverse proxies vouch for: TRUSTED_PROXY_HOPS (default 0: nothing in front, the socket's address;
 *   1 behind deploy/nginx.conf). A malformed TRUSTED_PROXY_HOPS stops the process at start.
 *
 * The server object is obtained by wrapping node:http's createServer before server.js runs: Next's start-server
 * creates exactly one HTTP server and exposes no handle on it.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, run by plain node beside Next's CommonJS server.js */
'use strict';
const { AsyncLocalStorage } = require('node:async_hooks');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const path = require('node:path');
const v8 = require('node:v8');
const pino = require('pino');
const { CHECK_INTERVAL_MS, createHeapGuard, DRAINING_BODY, heapGuardConfig } = require('./heap-guard.js');
const { formatLogArgs } = require('./log-format.js');
const {
  clientAddress,
  forwardedProto,
  hasMalformedPath,
  MALFORMED_PATH_BODY,
  parseTrustedProxyHops,
} = require('./request-guard.js');

const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS || 25_000);
if (!Number.isInteger(GRACE_MS) || GRACE_MS < 0) {
  // Fail fast: a malformed grace period would otherwise cut every request in flight at the first SIGTERM.
  console.error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "${process.env.SHUTDOWN_GRACE_MS}"`);
  process.exit(1);
}
const TRUSTED_PROXY_HOPS = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
if (TRUSTED_PROXY_HOPS === null) {
  // Fail fast: a wrong hop count would record a client-chosen address (or the proxy's) as every session's device.
  console.error(`TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${process.env.TRUSTED_PROXY_HOPS}"`);
  process.exit(1);
}
const HEAP = heapGuardConfig(process.env, v8.getHeapStatistics().heap_size_limit);
if ('error' in HEAP) {
  // Fail fast: a malformed threshold would leave an instance to die of its heap instead of draining first.
  console.error(HEAP.error);
  process.exit(1);
}
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;
const PROBES = new Set(['/healthz', '/readyz']);

const log = pino(
  { level: 'info', base: { service: 'ramp-front-end' }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.multistream(
    [
      { level: 'debug', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    { dedupe: true },
  ),
);

/** The request being served, for the console lines written while serving it. */
const requestContext = new AsyncLocalStorage();
for (const [method, level] of [
  ['debug', 'debug'],
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
]) {
  console[method] = (...args) => {
    const reqId = requestContext.getStore();
    // Errors as their stack only: their properties can hold a request's cookies (deploy/log-format.js).
    log[level](reqId ? { reqId } : {}, formatLogArgs(args));
  };
}

/** @type {import('node:http').Server[]} */
const servers = [];
let inFlight = 0;

/** Gives the request its id (returned) and writes its access-log line when the response is done. */
function track(req, res) {
  const incoming = req.headers['x-request-id'];
  const reqId = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = reqId;
  res.setHeader('x-request-id', reqId);
  const started = process.hrtime.bigint();
  const pathname = (req.url || '/').split('?')[0];
  inFlight += 1;
  let counted = true;
  const done = () => {
    if (!counted) return;
    counted = false;
    inFlight -= 1;
    const line = {
      reqId,
      method: req.method,
      path: pathname,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (PROBES.has(pathname)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
  res.once('finish', done);
  res.once('close', done);
  return reqId;
}

/**
 * The checks before Next sees a request: a malformed path is answered 400 here (returns true), and so is /readyz
 * while the heap guard drains the instance (503); otherwise X-Forwarded-For becomes the client's address as the
 * trusted proxies saw it, and X-Forwarded-Proto and X-Forwarded-Host stay only as a trusted proxy set them (returns
 * false).
 */
function answeredBeforeNext(req, res) {
  if (heapGuard.draining() && (req.url || '/').split('?')[0] === '/readyz') {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(DRAINING_BODY);
    return true;
  }
  if (hasMalformedPath(req.url || '/')) {
    res.writeHead(400, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(MALFORMED_PATH_BODY),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(MALFORMED_PATH_BODY);
    return true;
  }
  const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, TRUSTED_PROXY_HOPS);
  if (address) req.headers['x-forwarded-for'] = address;
  else delete req.headers['x-forwarded-for'];
  // The scheme and host only from a trusted proxy (request-guard.js): with none in front, Next sets its own.
  const proto = forwardedProto(req.headers['x-forwarded-proto'], TRUSTED_PROXY_HOPS);
  if (proto) req.headers['x-forwarded-proto'] = proto;
  else delete req.headers['x-forwarded-proto'];
  if (TRUSTED_PROXY_HOPS === 0) delete req.headers['x-forwarded-host'];
  return false;
}

const createServer = http.createServer;
http.createServer = function createTrackedServer(...args) {
  const at = args.findIndex((a) => typeof a === 'function');
  if (at >= 0) {
    const handler = args[at];
    args[at] = (req, res) =>
      requestContext.run(track(req, res), () => {
        if (!answeredBeforeNext(req, res)) handler(req, res);
      });
  }
  const server = createServer.apply(this, args);
  servers.push(server);
  return server;
};

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, inFlight, graceMs: GRACE_MS }, 'shutting down: no new connections, finishing requests in flight');
  const cut = setTimeout(() => {
    log.warn({ inFlight }, 'grace period over: closing the remaining connections');
    for (const server of servers) server.closeAllConnections();
    process.exit(1);
  }, GRACE_MS);
  // A keep-alive connection that finishes its last request becomes idle: close those as they appear.
  const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 200);
  let open = servers.length;
  const closed = () => {
    open -= 1;
    if (open > 0) return;
    clearTimeout(cut);
    clearInterval(sweep);
    log.info({ signal }, 'stopped');
    process.exit(0);
  };
  if (open === 0) {
    open = 1;
    closed();
  }
  for (const server of servers) server.close(closed);
}

/**
 * The heap guard (deploy/heap-guard.js): over its threshold, /readyz answers 503 for HEAP_DRAIN_DELAY_MS, then the
 * instance shuts down as on SIGTERM and the restart policy replaces it.
 */
const heapGuard = createHeapGuard({
  thresholdBytes: HEAP.thresholdBytes,
  readHeapUsed: () => v8.getHeapStatistics().used_heap_size,
  onOver: (heapUsed) => {
    log.warn(
      { heapUsed, thresholdBytes: HEAP.thresholdBytes, delayMs: HEAP.delayMs },
      'heap over its threshold: not ready, draining',
    );
    setTimeout(() => shutdown('heap'), HEAP.delayMs);
  },
});
setInterval(() => heapGuard.check(), CHECK_INTERVAL_MS).unref();

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

require(path.join(__dirname, 'server.js'));
