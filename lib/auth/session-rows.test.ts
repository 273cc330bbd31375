/** @jest-environment node */
import {
  describeUserAgent,
  followingPageToken,
  kratosSessionSchema,
  nextPageToken,
  sessionRow,
  sessionRows,
} from './session-rows';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.5845.163 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:120.0) Gecko/20100101 Firefox/120.0';

const session = (id: string, overrides: Record<string, unknown> = {}) =>
  kratosSessionSchema.parse({
    id,
    active: true,
    authenticated_at: '2026-11-20T10:00:00Z',
    issued_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-11-21T10:00:00Z',
    authenticator_assurance_level: 'aal2',
    authentication_methods: [
      { method: 'password', aal: 'aal1', completed_at: '2026-11-20T10:00:00Z' },
      { method: 'totp', aal: 'aal2', completed_at: '2026-11-20T10:01:00Z' },
    ],
    devices: [{ ip_address: '203.0.113.7', user_agent: ANDROID_CHROME, location: 'São Paulo, BR' }],
    ...overrides,
  });

describe('describeUserAgent (ua-parser-js)', () => {
  it('names browser and OS with their major version, and marks phones', () => {
    expect(describeUserAgent(ANDROID_CHROME)).toEqual({
      browser: 'Mobile Chrome 116',
      os: 'Android 13',
      deviceType: 'Mobile',
    });
    expect(describeUserAgent(MAC_FIREFOX)).toMatchObject({ browser: 'Firefox 120', deviceType: null });
  });

  it('knows nothing about an empty user agent', () => {
    expect(describeUserAgent('')).toEqual({ browser: null, os: null, deviceType: null });
  });
});

describe('sessionRow', () => {
  it('gives the device, times, methods in order, the assurance level and the reference', () => {
    expect(sessionRow(session('949e2917-0506-4272-aa56-9a89891ba83b'), '949e2917-0506-4272-aa56-9a89891ba83b')).toEqual(
      {
        id: '949e2917-0506-4272-aa56-9a89891ba83b',
        reference: '949e2917',
        current: true,
        browser: 'Mobile Chrome 116',
        os: 'Android 13',
        deviceType: 'Mobile',
        ipAddress: '203.0.113.7',
        location: 'São Paulo, BR',
        signedInAt: '2026-11-20T10:00:00Z',
        expiresAt: '2026-11-21T10:00:00Z',
        methods: [
          { method: 'password', provider: null },
          { method: 'totp', provider: null },
        ],
        aal: 'aal2',
      },
    );
  });

  it('names the provider of a social sign-in and lists each method once', () => {
    const row = sessionRow(
      session('s3', {
        authentication_methods: [
          { method: 'oidc', aal: 'aal1', provider: 'google' },
          { method: 'password', aal: 'aal1', provider: '' },
          { method: 'oidc', aal: 'aal1', provider: 'google' },
          { method: 'totp', aal: 'aal2' },
        ],
      }),
      null,
    );
    expect(row.methods).toEqual([
      { method: 'oidc', provider: 'google' },
      { method: 'password', provider: null },
      { method: 'totp', provider: null },
    ]);
  });

  it('tells apart two sessions of one browser at one address by their reference and sign-in time', () => {
    const a = sessionRow(session('0a1b2c3d-1111-4000-8000-000000000001'), null);
    const b = sessionRow(
      session('5e6f7a8b-2222-4000-8000-000000000002', { authenticated_at: '2026-11-20T10:00:07Z' }),
      null,
    );
    expect([a.browser, a.os, a.ipAddress]).toEqual([b.browser, b.os, b.ipAddress]);
    expect([a.reference, b.reference]).toEqual(['0a1b2c3d', '5e6f7a8b']);
    expect(a.signedInAt).not.toBe(b.signedInAt);
  });

  it('copes with a session without devices or methods', () => {
    const row = sessionRow(session('s2', { devices: [], authentication_methods: null }), 's1');
    expect(row).toMatchObject({ current: false, browser: null, ipAddress: null, methods: [], aal: 'aal2' });
  });
});

describe('sessionRows', () => {
  it('puts this device first, then the others by newest sign-in, without duplicates or inactive ones', () => {
    const rows = sessionRows(
      session('me', { authenticated_at: '2026-11-01T00:00:00Z' }),
      [
        session('old', { authenticated_at: '2026-11-02T00:00:00Z' }),
        session('new', { authenticated_at: '2026-11-03T00:00:00Z' }),
      ],
      [
        session('me'),
        session('api-only', { authenticated_at: '2026-11-04T00:00:00Z' }),
        session('gone', { active: false }),
      ],
    );
    expect(rows.map((r) => r.id)).toEqual(['me', 'api-only', 'new', 'old']);
    expect(rows[0]!.current).toBe(true);
  });
});

describe('nextPageToken (Kratos Link header)', () => {
  it('reads the next page token, null on the last page', () => {
    expect(
      nextPageToken(
        '</sessions?page_size=10&page_token=abc>; rel="next", </sessions?page_size=10&page_token=x>; rel="first"',
      ),
    ).toBe('abc');
    expect(nextPageToken('</sessions?page_size=10&page_token=x>; rel="first"')).toBeNull();
    expect(nextPageToken(null)).toBeNull();
  });
});

describe('followingPageToken: "Show more" only when another page can exist', () => {
  const link = '<http://localhost:3000/auth/sessions?page_size=10&page_token=abc>; rel="next"';
  it('a full page with a next link offers the next page', () => {
    expect(followingPageToken(link, 10, 10)).toBe('abc');
  });
  it('a short page is the last one, whatever the link says (Kratos sends next on the last page too)', () => {
    expect(followingPageToken(link, 0, 10)).toBeNull();
    expect(followingPageToken(link, 9, 10)).toBeNull();
  });
  it('no link, no next page', () => {
    expect(followingPageToken(null, 10, 10)).toBeNull();
  });
});
