/**
 * The partners' host pages: one tiny HTTP server per partner origin (sandbox/config.ts PARTNER_HOSTS, ports
 * 4011–4014, allowed by the app) and one on an origin the app does not allow (4019). Each serves the pages of
 * ./pages/ — a wallet's web page that embeds /widget with the partner SDK or opens /interactive-flow and logs what
 * the app tells it — and GET /sdk.mjs, the SDK as an ES module bundled once at start (./sdk-module.ts), which
 * /widget-overlay imports. Loopback only. GET / lists the pages; anything else is 404.
 */
import { createServer, type Server } from 'node:http';
import { APP_ORIGIN, FOREIGN_HOST_PORT, PARTNER_HOSTS, SANDBOX_HOST, type PartnerHost } from '../config';
import { HOST_PAGES } from './pages';
import { escapeHtml } from './pages/types';
import { SDK_MODULE_PATH } from './sdk-assets';
import { buildSdkModule } from './sdk-module';

/** The running host servers. */
export interface RunningHosts {
  servers: Server[];
  /** Closes every server (bounded: 3 s). */
  close: () => Promise<void>;
}

function listen(
  host: PartnerHost | null,
  port: number,
  log: (line: string) => void,
  sdkModule: string,
): Promise<Server> {
  const origin = `http://localhost:${port}`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const name = url.pathname.replace(/^\/+|\/+$/g, '');
    const send = (status: number, html: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    };
    if (req.method !== 'GET') return send(405, 'Method not allowed');
    if (url.pathname === SDK_MODULE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(sdkModule);
    }
    if (name === '') {
      const title = host ? `${host.name} (${host.partner})` : 'A site the app does not allow';
      const items = HOST_PAGES.map((p) => `<li><a href="/${p.path}">/${p.path}</a>: ${escapeHtml(p.title)}</li>`).join(
        '',
      );
      return send(
        200,
        `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1><ul>${items}</ul>`,
      );
    }
    const page = HOST_PAGES.find((p) => p.path === name);
    if (!page) return send(404, 'Not found');
    try {
      send(200, page.render({ host, origin, appOrigin: APP_ORIGIN, url }));
    } catch (e) {
      log(`host ${origin}/${name} failed: ${(e as Error).message}`);
      send(500, 'Host page failed');
    }
  });
  // Idle keep-alive connections stay open for 10 minutes: a client (Playwright's request context) that reuses a
  // connection at the moment the server closes it gets ECONNRESET, so the server outlasts any pause between calls.
  server.keepAliveTimeout = 600_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, SANDBOX_HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Every port a host server uses (the launcher checks they are free). */
export const HOST_PORTS = [...PARTNER_HOSTS.map((h) => h.port), FOREIGN_HOST_PORT];

/** Starts the partner host servers and the foreign one. Rejects if a port is taken or the SDK does not build. */
export async function startHosts(log: (line: string) => void): Promise<RunningHosts> {
  const sdkModule = await buildSdkModule();
  const servers = await Promise.all([
    ...PARTNER_HOSTS.map((h) => listen(h, h.port, log, sdkModule)),
    listen(null, FOREIGN_HOST_PORT, log, sdkModule),
  ]);
  return {
    servers,
    close: () =>
      Promise.race([
        Promise.all(
          servers.map(
            (s) =>
              new Promise<void>((resolve) => {
                s.close(() => resolve());
                s.closeAllConnections();
              }),
          ),
        ).then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, 3_000)),
      ]),
  };
}
