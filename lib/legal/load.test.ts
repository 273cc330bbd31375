/**
 * @jest-environment node
 *
 * Loading the external terms/privacy documents (spec §2) against the sandbox's stand-in pages
 * (msw/node, the same handlers as the running sandbox), including its page faults, a refused connection and a
 * source that never answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/nextjs';
import { http, passthrough } from 'msw';
import { withSandboxServer } from '@/sandbox/api/node';
import { LEGAL_REVALIDATE_SECONDS } from './documents';
import { SANDBOX_FRESH_HEADER, fetchLegalDocument, wantsFreshCopy } from './load';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const SANDBOX = 'http://127.0.0.1:4010';
const TERMS = `${SANDBOX}/__sandbox/pages/terms`;
const APP = 'http://localhost:3000';
const sandbox = withSandboxServer();

const load = (url = TERMS, extra: { fresh?: boolean; timeoutMs?: number } = {}) =>
  fetchLegalDocument('terms', {
    url,
    locale: 'pt',
    fresh: extra.fresh ?? false,
    appOrigin: APP,
    timeoutMs: extra.timeoutMs,
  });

async function armFault(fault: Record<string, unknown>) {
  const res = await fetch(`${SANDBOX}/__sandbox/faults`, {
    method: 'POST',
    body: JSON.stringify(fault),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(201);
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('fetchLegalDocument', () => {
  it('returns the sandbox terms sanitised, with the source URL and language', async () => {
    const result = await load();
    expect(result).toMatchObject({ ok: true, kind: 'terms', sourceUrl: TERMS, lang: 'en' });
    if (!result.ok) throw new Error('expected a document');
    expect(result.html).toContain('<h2>Terms and Conditions</h2>');
    expect(result.html).toContain('These sandbox terms stand in');
    expect(result.html).not.toMatch(/<style|<title|<h1/);
  });

  it('asks for HTML in the reader language, cached for an hour unless a fresh copy is wanted', async () => {
    const spy = jest.spyOn(globalThis, 'fetch');
    await load();
    await load(TERMS, { fresh: true });
    const [cached, fresh] = spy.mock.calls.map(([, init]) => init as RequestInit & { next?: { revalidate?: number } });
    expect(cached?.next).toEqual({ revalidate: LEGAL_REVALIDATE_SECONDS });
    expect(cached?.cache).toBeUndefined();
    expect(fresh?.cache).toBe('no-store');
    expect(fresh?.next).toBeUndefined();
    expect(new Headers(cached?.headers).get('accept-language')).toBe('pt, en;q=0.5');
    expect(new Headers(cached?.headers).get('accept')).toMatch(/^text\/html/);
  });

  it('falls back when the source answers 500, and reports it', async () => {
    await armFault({ method: 'GET', path: '/__sandbox/pages/terms', status: 500 });
    await expect(load()).resolves.toEqual({ ok: false, kind: 'terms', sourceUrl: TERMS, reason: 'http_status' });
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(`GET ${TERMS} failed with 500`),
      expect.stringContaining('http_status'),
    );
    // The fault was used up: the next request gets the page again.
    await expect(load()).resolves.toMatchObject({ ok: true });
  });

  it('faults one page only: the privacy page still answers while the terms fail', async () => {
    await armFault({ method: 'GET', path: '/__sandbox/pages/terms', status: 503, times: 2 });
    await expect(load()).resolves.toMatchObject({ ok: false, reason: 'http_status' });
    await expect(load(`${SANDBOX}/__sandbox/pages/privacy`)).resolves.toMatchObject({ ok: true });
  });

  it('refuses an answer that is not HTML', async () => {
    await armFault({ method: 'GET', path: '/__sandbox/pages/terms', status: 200, body: { terms: 'json' } });
    await expect(load()).resolves.toMatchObject({ ok: false, reason: 'not_html' });
  });

  it('treats a page with no text after sanitising as unavailable', async () => {
    await armFault({
      method: 'GET',
      path: '/__sandbox/pages/terms',
      status: 200,
      body: '<html><body><script>alert(1)</script></body></html>',
    });
    await expect(load()).resolves.toMatchObject({ ok: false, reason: 'empty' });
  });

  it('sanitises a hostile document served by the source', async () => {
    await armFault({
      method: 'GET',
      path: '/__sandbox/pages/terms',
      status: 200,
      body: '<h1 onclick="x()">Hostile</h1><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="https://evil.example" target="_blank">out</a>',
    });
    const result = await load();
    expect(result).toMatchObject({
      ok: true,
      html: '<h2>Hostile</h2><a href="https://evil.example/" rel="noopener noreferrer">out</a>',
    });
  });

  it('falls back when the source is unreachable (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/terms`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    sandbox.server.use(http.get(url, () => passthrough()));
    await expect(load(url)).resolves.toEqual({ ok: false, kind: 'terms', sourceUrl: url, reason: 'transport' });
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  describe('a source that never answers', () => {
    let silent: Server;
    beforeAll(async () => {
      silent = createServer(() => undefined); // accepts and never responds
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('gives up after the timeout', async () => {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/terms`;
      sandbox.server.use(http.get(url, () => passthrough()));
      const started = Date.now();
      await expect(load(url, { timeoutMs: 300 })).resolves.toMatchObject({ ok: false, reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(3_000);
    });
  });
});

describe('wantsFreshCopy (only the sandbox switch bypasses the cache)', () => {
  it.each([
    [{ 'cache-control': 'no-cache' }, false],
    [{ pragma: 'no-cache' }, false],
    [{ 'cache-control': 'max-age=0, no-cache' }, false],
    [{ [SANDBOX_FRESH_HEADER]: '1' }, true],
    [{ [SANDBOX_FRESH_HEADER]: 'yes' }, false],
    [{}, false],
  ])("a client's %j in the sandbox → %s", (headers, expected) => {
    expect(wantsFreshCopy(new Headers(headers), true)).toBe(expected);
  });

  it('production ignores every client switch: the cached copy is served', () => {
    const headers = new Headers({ 'cache-control': 'no-cache', [SANDBOX_FRESH_HEADER]: '1' });
    expect(wantsFreshCopy(headers, false)).toBe(false);
  });
});
