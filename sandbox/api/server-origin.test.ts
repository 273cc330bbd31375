/**
 * @jest-environment node
 *
 * The running sandbox's HTTP server (sandbox/api/server.ts) answers its control endpoints, Sentry ingest and OIDC
 * stub only from the root of the URL, for any host name it is reached by: a control path under the API base path
 * (which the app's API proxy forwards to the sandbox) or under any other prefix is a 404, never sandbox data.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApiServer, type RunningApiServer } from './server';
import { SandboxStore } from './store';

const MFA_SEED = { email: 'mfa@example.com', totpSecret: 'JBSWY3DPEHPK3PXP', recoveryCodes: ['aaaa-bbbb'] };

const ageSignIns = jest.fn(async (email: string) => (email === 'a@b.example' ? 2 : null));
let running: RunningApiServer;
let port: number;

beforeAll(async () => {
  running = await startApiServer({
    store: new SandboxStore(),
    whoami: async () => null,
    isReady: async () => true,
    resetIdentities: async () => ({}),
    mfaSeed: () => MFA_SEED,
    ageSignIns,
    log: () => {},
    port: 0,
  });
  port = (running.server.address() as AddressInfo).port;
});

afterAll(() => running.close());

/**
 * One request to the server: the raw path is sent unchanged (node:http does not normalise it), with the given Host
 * header and an optional JSON body.
 */
function send(
  method: string,
  path: string,
  { host = `127.0.0.1:${port}`, json }: { host?: string; json?: unknown } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

const get = (path: string, host?: string) => send('GET', path, { host });

describe('sandbox control endpoints: the root of the sandbox origin only', () => {
  it.each([`127.0.0.1:PORT`, `localhost:PORT`, 'sandbox.internal'])(
    'answers /__sandbox/health and the MFA seed at the root for Host %s',
    async (hostPattern) => {
      const host = hostPattern.replace('PORT', String(port));
      expect(await get('/__sandbox/health', host)).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
      const mfa = await get('/__sandbox/identities/mfa', host);
      expect(mfa.status).toBe(200);
      expect(JSON.parse(mfa.body)).toEqual(MFA_SEED);
    },
  );

  it.each([
    ['GET', '/api/v1/__sandbox/health'],
    ['GET', '/api/v1/__sandbox/identities/mfa'],
    ['GET', '/api/v1/__sandbox/mail?to=fresh@example.com'],
    ['GET', '/api/v1/x/__sandbox/health'],
    ['GET', '/x/__sandbox/health'],
    ['GET', '/x/__sandbox/sentry'],
    ['GET', '/api/v1/__sandbox/oidc/.well-known/openid-configuration'],
    ['POST', '/api/v1/api/1/envelope'],
  ])('answers 404 with no sandbox data for %s %s', async (method, path) => {
    const answer = await send(method, path, method === 'POST' ? { json: {} } : {});
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(MFA_SEED.totpSecret);
    expect(answer.body).not.toContain('"status":"ok"');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'not_found' });
  });

  it('keeps path parameters and the OIDC stub working at the root', async () => {
    const aged = await send('POST', '/__sandbox/accounts/a%40b.example/sign-in-age', { json: { seconds: 60 } });
    expect(aged).toEqual({ status: 200, body: JSON.stringify({ sessions: 2 }) });
    expect(ageSignIns).toHaveBeenCalledWith('a@b.example', 60);
    const advance = await send('POST', '/__sandbox/transactions/no-such-id/advance');
    expect(advance.status).toBe(404);
    expect(JSON.parse(advance.body)).toEqual({ error: 'not_found', message: 'Transaction not found' });
    const oidc = await get('/__sandbox/oidc/.well-known/openid-configuration');
    expect(oidc.status).toBe(200);
    expect(JSON.parse(oidc.body)).toHaveProperty('token_endpoint');
  });
});
