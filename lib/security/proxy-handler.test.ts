import { proxyRequest, type ProxyOptions } from './proxy-handler';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const KRATOS: ProxyOptions = {
  localBase: '/auth',
  upstreamBase: 'http://127.0.0.1:4433',
  refusePrefixes: ['/admin'],
  internalOrigins: ['http://127.0.0.1:4434'],
};
const API: ProxyOptions = {
  localBase: '/api/v1',
  upstreamBase: 'http://127.0.0.1:4010/api/v1',
  csrf: { allowedOrigins: ['http://localhost:3000'] },
};

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const redirect = (location: string, status = 307) => new Response(null, { status, headers: { location } });

describe('proxyRequest: redirects (spec §7)', () => {
  it("refuses Kratos's redirect to its admin API (GET /auth/identities) without naming the address", async () => {
    fetchMock.mockResolvedValue(
      new Response('<a href="http://127.0.0.1:4434/admin/identities">Temporary Redirect</a>.', {
        status: 307,
        headers: { location: 'http://127.0.0.1:4434/admin/identities' },
      }),
    );
    const res = await proxyRequest(new Request('http://localhost:3000/auth/identities'), KRATOS);
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).not.toContain('4434');
  });

  it("maps a redirect to the upstream's own origin back under /auth", async () => {
    fetchMock.mockResolvedValue(redirect('http://127.0.0.1:4433/self-service/login/browser?refresh=true', 303));
    const res = await proxyRequest(new Request('http://localhost:3000/auth/self-service/x'), KRATOS);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/self-service/login/browser?refresh=true');
  });

  it('passes the app, a return URL and the sign-in provider on another loopback port, with their cookies', async () => {
    for (const location of [
      'http://localhost:3000/transactions',
      'http://127.0.0.1:4010/__sandbox/oidc/authorize?client_id=ramp-sandbox',
    ]) {
      const answer = redirect(location, 303);
      answer.headers.append('set-cookie', 'ory_kratos_session=MTc5==; Path=/; HttpOnly');
      fetchMock.mockResolvedValue(answer);
      const res = await proxyRequest(new Request('http://localhost:3000/auth/self-service/login?flow=1'), KRATOS);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect(res.headers.getSetCookie()).toEqual(['ory_kratos_session=MTc5==; Path=/; HttpOnly']);
    }
  });

  it('refuses a Location with backslashes, which browsers read as another host', async () => {
    fetchMock.mockResolvedValue(redirect('http:\\\\evil.example', 303));
    const res = await proxyRequest(new Request('http://localhost:3000/auth/self-service/login/browser'), KRATOS);
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('proxyRequest: the query sent upstream', () => {
  it('sends the query upstreamQuery returns', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    await proxyRequest(new Request('http://localhost:3000/auth/self-service/login/browser?return_to=x&aal=aal2'), {
      ...KRATOS,
      upstreamQuery: (search) => search.replace('return_to=x&', ''),
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://127.0.0.1:4433/self-service/login/browser?aal=aal2');
  });
});

describe('proxyRequest: Cache-Control no-store', () => {
  it('on an answer with personal data, whatever the upstream says', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ email: 'a@example.com' }, { headers: { 'cache-control': 'max-age=60' } }),
    );
    const res = await proxyRequest(new Request('http://localhost:3000/api/v1/user/profile'), API);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('on every refusal: bad path, refused prefix, guard, CSRF, unreachable upstream', async () => {
    const guarded = { ...KRATOS, guard: async () => Response.json({}, { status: 403 }) };
    fetchMock.mockRejectedValue(new Error('ECONNREFUSED'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const answers = await Promise.all([
      proxyRequest(new Request('http://localhost:3000/api/v1/%2e%2e/x'), API),
      proxyRequest(new Request('http://localhost:3000/auth/admin/identities'), KRATOS),
      proxyRequest(new Request('http://localhost:3000/auth/sessions'), guarded),
      proxyRequest(new Request('http://localhost:3000/api/v1/user/profile', { method: 'POST' }), API),
      proxyRequest(new Request('http://localhost:3000/api/v1/user/profile'), API),
    ]);
    expect(answers.map((r) => r.status)).toEqual([400, 404, 403, 403, 502]);
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('proxyRequest: headers never passed upstream', () => {
  it('drops the listed request headers, whatever their case, and keeps the others', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    const request = new Request('http://localhost:3000/auth/sessions', {
      headers: { 'X-Session-Token': 't', Authorization: 'Bearer t', cookie: 'a=1', accept: 'application/json' },
    });
    await proxyRequest(request, { ...KRATOS, dropRequestHeaders: ['x-session-token', 'authorization'] });
    const sent = new Headers(fetchMock.mock.calls[0]![1].headers);
    expect([sent.get('x-session-token'), sent.get('authorization')]).toEqual([null, null]);
    expect([sent.get('cookie'), sent.get('accept')]).toEqual(['a=1', 'application/json']);
  });
});
