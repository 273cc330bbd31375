/**
 * @jest-environment node
 *
 * deploy/start.js around a stand-in for Next's server.js (an HTTP server that answers with the path and the
 * X-Forwarded-For it received): malformed escapes are answered 400 before the server sees them, X-Forwarded-For
 * reaches it as the one address TRUSTED_PROXY_HOPS vouches for, and a malformed TRUSTED_PROXY_HOPS stops the start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Next's server.js stand-in: reports the port it listens on, answers each request with what it received. */
const FAKE_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({
    url: req.url,
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
    forwardedProto: req.headers['x-forwarded-proto'] ?? null,
    forwardedHost: req.headers['x-forwarded-host'] ?? null,
  }));
});
server.listen(0, '127.0.0.1', () => process.stdout.write('PORT=' + server.address().port + '\\n'));
`;

let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'start-js-'));
  for (const file of ['start.js', 'log-format.js', 'request-guard.js', 'heap-guard.js']) {
    copyFileSync(path.join(__dirname, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'server.js'), FAKE_SERVER);
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts start.js with `env`; resolves to the port, or to the exit code and stderr when it stops first. */
function start(env: Record<string, string>): Promise<{ port: number } | { code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(dir, 'start.js')], {
    env: { ...process.env, NODE_PATH: path.resolve(__dirname, '../node_modules'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /PORT=(\d+)/.exec(stdout)?.[1];
      if (port) resolve({ port: Number(port) });
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** GET of a raw path (node:http sends it unchanged) with the given headers. */
function get(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function portOf(env: Record<string, string>): Promise<number> {
  const started = await start(env);
  if (!('port' in started)) throw new Error(`start.js stopped: ${started.stderr}`);
  return started.port;
}

describe('deploy/start.js request checks', () => {
  it.each(['/api/v1/%c0%ae%c0%ae/x', '/api/v1/%u002e/x', '/transactions/%c0'])(
    'answers 400 with a short JSON body for %s, before Next',
    async (target) => {
      const port = await portOf({});
      const answer = await get(port, target);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'bad_path', message: 'This path is not allowed.' });
    },
  );

  it('passes a well-formed path on unchanged', async () => {
    const port = await portOf({});
    const answer = await get(port, '/api/v1/assets/USDC%3AGBBD?x=%c0');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ url: '/api/v1/assets/USDC%3AGBBD?x=%c0' });
  });

  it('replaces a client-sent X-Forwarded-For with the socket address when nothing is in front', async () => {
    const port = await portOf({});
    const answer = await get(port, '/', { 'x-forwarded-for': '203.0.113.9' });
    expect(JSON.parse(answer.body).forwardedFor).toBe('127.0.0.1');
  });

  it('keeps the address one trusted proxy appended (TRUSTED_PROXY_HOPS=1)', async () => {
    const port = await portOf({ TRUSTED_PROXY_HOPS: '1' });
    const answer = await get(port, '/', { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
    expect(JSON.parse(answer.body).forwardedFor).toBe('198.51.100.7');
  });

  it('drops a client-sent X-Forwarded-Proto and X-Forwarded-Host when nothing is in front', async () => {
    const port = await portOf({});
    const answer = await get(port, '/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(JSON.parse(answer.body)).toMatchObject({ forwardedProto: null, forwardedHost: null });
  });

  it('keeps the scheme the trusted proxy set (TRUSTED_PROXY_HOPS=1)', async () => {
    const port = await portOf({ TRUSTED_PROXY_HOPS: '1' });
    const answer = await get(port, '/', { 'x-forwarded-proto': 'http, https' });
    expect(JSON.parse(answer.body).forwardedProto).toBe('https');
  });

  it('refuses to start with a malformed TRUSTED_PROXY_HOPS, naming it', async () => {
    const stopped = await start({ TRUSTED_PROXY_HOPS: 'one' });
    expect(stopped).toMatchObject({ code: 1 });
    expect('stderr' in stopped && stopped.stderr).toContain('TRUSTED_PROXY_HOPS');
  });

  it.each([
    ['HEAP_DRAIN_MB', '80%'],
    ['HEAP_DRAIN_DELAY_MS', 'soon'],
  ])('refuses to start with a malformed %s, naming it', async (name, value) => {
    const stopped = await start({ [name]: value });
    expect(stopped).toMatchObject({ code: 1 });
    expect('stderr' in stopped && stopped.stderr).toContain(name);
  });

  it('answers /readyz through the server while the heap is under its threshold', async () => {
    const port = await portOf({ HEAP_DRAIN_MB: '100000' });
    const answer = await get(port, '/readyz');
    expect(JSON.parse(answer.body).url).toBe('/readyz');
  });
});
