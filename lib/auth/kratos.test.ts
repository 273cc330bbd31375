import { redirect } from 'next/navigation';
import { reportHttpFailure } from '@/lib/http/report';
import { fetchFlow, hasCsrfCookie, identityServiceReachable, loadFlowOrRestart } from './kratos';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: 'csrf_token_x=abc=; ory_kratos_session=s=' }),
}));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  }),
}));
jest.mock('@/lib/http/report', () => ({ reportHttpFailure: jest.fn() }));

const getLoginFlow = jest.fn();
const getSettingsFlow = jest.fn();
jest.mock('@ory/client', () => ({
  Configuration: jest.fn(),
  FrontendApi: jest.fn(() => ({ getLoginFlow, getSettingsFlow })),
}));

const flow = {
  id: 'f1',
  type: 'browser',
  return_to: 'http://localhost:3000/kyc',
  ui: {
    action: 'http://localhost:3000/auth/self-service/login?flow=f1',
    method: 'POST',
    nodes: [
      {
        type: 'input',
        group: 'default',
        attributes: { node_type: 'input', name: 'csrf_token', type: 'hidden', value: 't' },
        messages: [],
        meta: {},
      },
    ],
    messages: [{ id: 4000006, text: 'The provided credentials are invalid', type: 'error' }],
  },
  state: 'choose_method',
};

function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

beforeEach(() => {
  getLoginFlow.mockReset();
  getSettingsFlow.mockReset();
});

describe('fetchFlow (spec §7 "Flow by id")', () => {
  it('reads the flow with the raw Cookie header of the request and validates it', async () => {
    getLoginFlow.mockResolvedValue({ data: flow });
    await expect(fetchFlow('login', 'f1')).resolves.toEqual({ status: 'ok', flow });
    // The raw header, not cookies().toString(), which URL-encodes values ('=' → %3D) and breaks Kratos cookies.
    expect(getLoginFlow).toHaveBeenCalledWith({ id: 'f1', cookie: 'csrf_token_x=abc=; ory_kratos_session=s=' });
  });

  it('uses the endpoint of the flow kind', async () => {
    getSettingsFlow.mockResolvedValue({ data: flow });
    await fetchFlow('settings', 'f1');
    expect(getSettingsFlow).toHaveBeenCalled();
    expect(getLoginFlow).not.toHaveBeenCalled();
  });

  it('restarts an expired flow (410) with the return URL Kratos remembered', async () => {
    getLoginFlow.mockRejectedValue(
      httpError(410, {
        error: { id: 'self_service_flow_expired', code: 410, details: { return_to: 'http://localhost:3000/kyc' } },
      }),
    );
    await expect(fetchFlow('login', 'f1')).resolves.toEqual({
      status: 'restart',
      returnTo: 'http://localhost:3000/kyc',
      reason: '410 self_service_flow_expired',
    });
  });

  it('ignores a remembered return URL toward an unknown origin', async () => {
    getLoginFlow.mockRejectedValue(httpError(410, { error: { details: { return_to: 'https://evil.example/' } } }));
    await expect(fetchFlow('login', 'f1')).resolves.toMatchObject({ status: 'restart', returnTo: null });
  });

  it.each([401, 403, 404])('restarts on %i (no session, CSRF cookie missing, unknown flow)', async (status) => {
    getLoginFlow.mockRejectedValue(httpError(status, { error: { code: status } }));
    await expect(fetchFlow('login', 'f1')).resolves.toMatchObject({ status: 'restart', returnTo: null });
  });

  it("follows Kratos's 422 browser_location_change_required", async () => {
    getLoginFlow.mockRejectedValue(
      httpError(422, {
        error: { id: 'browser_location_change_required' },
        redirect_browser_to: 'http://localhost:3000/auth/x',
      }),
    );
    await expect(fetchFlow('login', 'f1')).resolves.toEqual({ status: 'redirect', to: 'http://localhost:3000/auth/x' });
  });

  it('reports and returns an error for a 5xx', async () => {
    getLoginFlow.mockRejectedValue(httpError(500, { error: { code: 500, reason: 'db down' } }));
    await expect(fetchFlow('login', 'f1')).resolves.toEqual({ status: 'error', message: '500 db down' });
    expect(reportHttpFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500, method: 'GET' }));
  });

  it('reports and returns an error when Kratos cannot be reached', async () => {
    getLoginFlow.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:4433'));
    await expect(fetchFlow('login', 'f1')).resolves.toEqual({
      status: 'error',
      message: 'connect ECONNREFUSED 127.0.0.1:4433',
    });
    expect(reportHttpFailure).toHaveBeenCalledWith(expect.objectContaining({ status: null }));
  });

  it('reports and returns an error for an answer that is not a flow', async () => {
    getLoginFlow.mockResolvedValue({ data: { id: 'f1', ui: { nodes: 'nope' } } });
    await expect(fetchFlow('login', 'f1')).resolves.toMatchObject({ status: 'error' });
    expect(reportHttpFailure).toHaveBeenCalled();
  });
});

describe('loadFlowOrRestart', () => {
  it('returns the flow', async () => {
    getLoginFlow.mockResolvedValue({ data: flow });
    await expect(loadFlowOrRestart('login', 'f1', { returnTo: 'http://localhost:3000/transactions' })).resolves.toEqual(
      { flow },
    );
  });

  it('restarts an expired flow through a fresh browser flow with the same return URL', async () => {
    getLoginFlow.mockRejectedValue(httpError(410, { error: { details: { return_to: 'http://localhost:3000/kyc' } } }));
    await expect(loadFlowOrRestart('login', 'f1', { returnTo: 'http://localhost:3000/transactions' })).rejects.toThrow(
      'NEXT_REDIRECT',
    );
    const to = new URL((redirect as unknown as jest.Mock).mock.calls.at(-1)[0], 'http://localhost:3000');
    expect(to.pathname).toBe('/auth/self-service/login/browser');
    expect(to.searchParams.get('return_to')).toBe('http://localhost:3000/kyc');
    expect(to.searchParams.get('after_verification_return_to')).toBe('http://localhost:3000/kyc');
  });

  it("falls back to the page's return URL and a custom restart path", async () => {
    getLoginFlow.mockRejectedValue(httpError(404, {}));
    await expect(
      loadFlowOrRestart('login', 'f1', {
        returnTo: 'http://localhost:3000/payment',
        restartPath: (to) => `/login-google?returnTo=${to}`,
      }),
    ).rejects.toThrow('NEXT_REDIRECT /login-google?returnTo=http://localhost:3000/payment');
  });

  it('returns the error for the page to show', async () => {
    getLoginFlow.mockRejectedValue(httpError(502, {}));
    await expect(loadFlowOrRestart('login', 'f1', { returnTo: 'http://localhost:3000/transactions' })).resolves.toEqual(
      { error: '502' },
    );
  });
});

describe('identityServiceReachable', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is true for any HTTP answer, even an error status', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(identityServiceReachable()).resolves.toBe(true);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toMatch(/\/health\/alive$/);
  });

  it('is false, and reported, when Kratos cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    await expect(identityServiceReachable()).resolves.toBe(false);
    expect(reportHttpFailure).toHaveBeenCalledWith(expect.objectContaining({ status: null, text: 'fetch failed' }));
  });
});

describe('hasCsrfCookie', () => {
  it('finds the identity service CSRF cookie among others', () => {
    expect(
      hasCsrfCookie('language=pt; csrf_token_806060ca5bf70dff3caa0e5c860002aade9d470a5a4dce73bcfa7ba10778f481=abc'),
    ).toBe(true);
    expect(hasCsrfCookie('csrf_token=abc')).toBe(true);
  });
  it('is false without it (cookies blocked: a restart would loop)', () => {
    expect(hasCsrfCookie(undefined)).toBe(false);
    expect(hasCsrfCookie('language=pt; my_csrf_token_x=1')).toBe(false);
  });
});
