/**
 * HTTP requests to the topology's nginx (127.0.0.1:3000) sent from a chosen loopback source address. Linux routes all
 * of 127.0.0.0/8 to the loopback interface, so binding the client socket to 127.0.0.2 or 127.0.0.3 makes nginx see a
 * different client address (`$binary_remote_addr`): two real clients, without spoofing any header.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { PROXY_PORT } from './topology';

/** One answer: status, headers and the body as text. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A client at one loopback address that keeps the cookies it is given (name=value only: every cookie goes back to the
 * one origin), as a browser would for the app's origin.
 */
export class AddressClient {
  private readonly cookies = new Map<string, string>();

  /** @param localAddress the source address, e.g. `127.0.0.2` (any 127.x.y.z on Linux) */
  constructor(readonly localAddress: string) {}

  /**
   * Sends one request through nginx with the app's Host and this client's cookies; resolves to the answer (any
   * status; redirects are not followed). Rejects on a network error.
   * @param method HTTP method
   * @param path path and query, e.g. `/auth/self-service/login?flow=…`
   * @param headers extra request headers
   * @param body a JSON body, sent as application/json
   */
  send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: PROXY_PORT,
          localAddress: this.localAddress,
          method,
          path,
          headers: {
            host: `localhost:${PROXY_PORT}`,
            ...(cookie ? { cookie } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const pair = line.split(';')[0] ?? '';
            const at = pair.indexOf('=');
            if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }
}
