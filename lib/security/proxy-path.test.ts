/** @jest-environment node */
import { decodeSegment, keepRequestHeader, keepResponseHeader, upstreamUrl } from './proxy-path';

const API = 'http://127.0.0.1:4010/api/v1';

describe('upstreamUrl (nothing under the proxy leaves the upstream base)', () => {
  it('maps a normal path and keeps the query', () => {
    expect(upstreamUrl('/api/v1/user/transactions/abc-1', '/api/v1', API, '?status=error&status=expired')).toEqual({
      ok: true,
      url: `${API}/user/transactions/abc-1?status=error&status=expired`,
    });
    expect(upstreamUrl('/auth/self-service/login/browser', '/auth', 'http://127.0.0.1:4433', '')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4433/self-service/login/browser',
    });
  });

  it.each([
    '/api/v1/%252e%252e/%252e%252e/__sandbox/health',
    '/api/v1/%252E%252E/%252E%252E/__sandbox/mail',
    '/api/v1/.%252e/.%252e/__sandbox/health',
    '/api/v1/%252e%252e%252f%252e%252e%252f__sandbox/health',
    '/api/v1/%25252e%25252e/%25252e%25252e/__sandbox/health',
    '/api/v1/..%252f..%252f__sandbox/health',
    '/api/v1/..;/..;/__sandbox/health',
    '/api/v1/%2e%2e/__sandbox/health',
    '/api/v1/../__sandbox/health',
    '/api/v1/user%5c..%5c..%5c__sandbox',
    '/api/v1/user%00/profile',
    '/api/v1/user/%E0%A4%A',
    '/api/v1//__sandbox',
  ])('refuses %s', (path) => {
    expect(upstreamUrl(path, '/api/v1', API, '').ok).toBe(false);
  });

  it('refuses encodings deeper than it unwraps, and paths outside the local base', () => {
    expect(decodeSegment('%2525252525252e')).toEqual({ ok: false, reason: 'too-deep-encoding' });
    expect(upstreamUrl('/api/v2/user', '/api/v1', API, '')).toEqual({ ok: false, reason: 'outside-base' });
  });

  it.each([
    '/api/v1/__sandbox/mail',
    '/api/v1/__sandbox/identities/mfa',
    '/api/v1/x/__sandbox/health',
    '/api/v1/%5F%5Fsandbox/health',
    '/api/v1/%5f%5fsandbox/health',
    '/api/v1/_%5Fsandbox/health',
    '/api/v1/user/%255F%255Fsandbox',
    '/api/v1/__',
    '/api/v1/user/__proto__',
  ])("refuses a segment that starts with __ (an upstream's own endpoints): %s", (path) => {
    expect(upstreamUrl(path, '/api/v1', API, '')).toEqual({ ok: false, reason: 'reserved-segment' });
  });

  it('refuses __ segments under the identity proxy too, and keeps _ and __ inside a segment', () => {
    expect(upstreamUrl('/auth/__sandbox/health', '/auth', 'http://127.0.0.1:4433', '')).toEqual({
      ok: false,
      reason: 'reserved-segment',
    });
    expect(upstreamUrl('/api/v1/_x/a__b', '/api/v1', API, '')).toEqual({ ok: true, url: `${API}/_x/a__b` });
  });

  it('keeps ordinary encoded characters (a colon in an asset id) inside one segment', () => {
    expect(upstreamUrl('/api/v1/assets/USDC%3AGBBD', '/api/v1', API, '')).toEqual({
      ok: true,
      url: `${API}/assets/USDC%3AGBBD`,
    });
  });
});

describe('keepResponseHeader', () => {
  it('drops hop-by-hop headers, x-powered-by, server and the undone content-encoding', () => {
    for (const name of [
      'Connection',
      'transfer-encoding',
      'X-Powered-By',
      'server',
      'content-encoding',
      'keep-alive',
    ]) {
      expect(keepResponseHeader(name)).toBe(false);
    }
    expect(keepResponseHeader('content-type')).toBe(true);
    expect(keepResponseHeader('location')).toBe(true);
  });
});

describe('keepRequestHeader', () => {
  it('drops the address and place headers a browser could forge, which Kratos would record on the session', () => {
    for (const name of [
      'True-Client-IP',
      'Cf-Connecting-IP',
      'X-Real-IP',
      'Cf-Ipcity',
      'Cf-Ipcountry',
      'CF-Region-Code',
      'Forwarded',
      'X-Client-IP',
    ]) {
      expect(keepRequestHeader(name)).toBe(false);
    }
  });

  it('drops hop-by-hop headers and keeps the ones the upstream needs', () => {
    expect(keepRequestHeader('Connection')).toBe(false);
    expect(keepRequestHeader('host')).toBe(false);
    for (const name of [
      'cookie',
      'content-type',
      'accept',
      'origin',
      'user-agent',
      'x-forwarded-for',
      'x-xsrf-token',
    ]) {
      expect(keepRequestHeader(name)).toBe(true);
    }
  });
});
