import { errorDestination, isExcludedFromRedirect, redactHeaders } from './error-rule';

const base = { method: 'GET', url: 'http://localhost:3000/api/v1/user/profile', currentPath: '/transactions' };

describe('global error rule (spec §8)', () => {
  it('does nothing below 400', () => {
    expect(errorDestination({ ...base, status: 200 })).toBeNull();
    expect(errorDestination({ ...base, status: 302 })).toBeNull();
  });

  it('401 goes to login with the current path as return-to', () => {
    expect(errorDestination({ ...base, status: 401 })).toBe('/login?returnTo=%2Ftransactions&refresh=true');
  });

  it("401 prefers the request's own origin path", () => {
    expect(errorDestination({ ...base, status: 401, originPath: '/kyc?appId=7' })).toBe(
      '/login?returnTo=%2Fkyc%3FappId%3D7&refresh=true',
    );
  });

  it('401 on a public-only page goes to the refresh login without a return path (no loop)', () => {
    expect(errorDestination({ ...base, status: 401, currentPath: '/login' })).toBe('/login?refresh=true');
  });

  it('404 goes to /404', () => {
    expect(errorDestination({ ...base, status: 404 })).toBe('/404');
  });

  it('from inside the interactive flow, /error and /404 get its interactiveId (the way back, spec §2, §5)', () => {
    const inFlow = { ...base, currentPath: '/interactive-flow?interactive-id=tx-42&callback=postMessage' };
    expect(errorDestination({ ...inFlow, status: 404 })).toBe('/404?interactiveId=tx-42');
    // The flow's own transaction is unknown: going back would only give the same 404.
    expect(errorDestination({ ...inFlow, url: '/api/v1/user/transactions/tx-42', status: 404 })).toBe('/404');
    expect(errorDestination({ ...inFlow, status: 500 })).toBe('/error?interactiveId=tx-42');
    expect(errorDestination({ ...inFlow, status: null, transport: 'network' })).toBe('/error?interactiveId=tx-42');
    expect(errorDestination({ ...inFlow, status: 401 })).toMatch(/^\/login\?returnTo=%2Finteractive-flow/);
    expect(errorDestination({ ...base, currentPath: '/transactions?interactive-id=tx-42', status: 500 })).toBe(
      '/error',
    );
  });

  it("elsewhere, /error and /404 get the interactiveId of the page's return URL (spec §5)", () => {
    const partnerReturn = encodeURIComponent('http://localhost:4012/done?interactiveId=tx-7');
    for (const name of ['return_to', 'redirect_url', 'returnTo']) {
      const onOrderForm = { ...base, currentPath: `/order-form?${name}=${partnerReturn}` };
      expect(errorDestination({ ...onOrderForm, status: 500 })).toBe('/error?interactiveId=tx-7');
      expect(errorDestination({ ...onOrderForm, status: 404 })).toBe('/404?interactiveId=tx-7');
    }
    // Only a return URL the app would use counts: another origin, or no interactiveId, leaves /error alone.
    const foreign = encodeURIComponent('https://evil.example/done?interactiveId=tx-7');
    expect(errorDestination({ ...base, status: 500, currentPath: `/order-form?return_to=${foreign}` })).toBe('/error');
    const plain = encodeURIComponent('http://localhost:4012/done');
    expect(errorDestination({ ...base, status: 500, currentPath: `/order-form?return_to=${plain}` })).toBe('/error');
  });

  it.each([
    ['no payment methods found', { message: 'No payment methods found for BRL' }],
    ['failed order URL with upstream 500', 'Failed order URL: upstream answered 500'],
  ])('%s goes to /payment-options-unavailable', (_, body) => {
    expect(errorDestination({ ...base, status: 500, body })).toBe('/payment-options-unavailable');
    expect(errorDestination({ ...base, status: 400, body })).toBe('/payment-options-unavailable');
  });

  it('a failed order URL without an upstream 500 is any other error', () => {
    expect(errorDestination({ ...base, status: 502, body: 'Failed order URL: upstream timed out' })).toBe('/error');
  });

  it.each([400, 403, 409, 422, 500, 503])('any other error (%i) goes to /error', (status) => {
    expect(errorDestination({ ...base, status })).toBe('/error');
  });

  it('transport errors go to /error, an abort does nothing', () => {
    expect(errorDestination({ ...base, status: null, transport: 'network' })).toBe('/error');
    expect(errorDestination({ ...base, status: null, transport: 'timeout' })).toBe('/error');
    expect(errorDestination({ ...base, status: null, transport: 'aborted' })).toBeNull();
  });

  describe('exclusions', () => {
    it.each([
      ['POST', '/api/v1/on-ramp'],
      ['post', 'http://localhost:3000/api/v1/off-ramp'],
    ])('409 on %s %s is left to the screen', (method, url) => {
      expect(errorDestination({ ...base, status: 409, method, url })).toBeNull();
    });

    it('400 on PUT billing fields is left to the screen', () => {
      expect(errorDestination({ ...base, status: 400, method: 'PUT', url: '/api/v1/user/billing/fields' })).toBeNull();
    });

    it('only that method and status are excluded', () => {
      expect(isExcludedFromRedirect(409, 'GET', '/api/v1/on-ramp')).toBe(false);
      expect(isExcludedFromRedirect(500, 'POST', '/api/v1/on-ramp')).toBe(false);
      expect(isExcludedFromRedirect(400, 'GET', '/api/v1/user/billing/fields')).toBe(false);
      expect(errorDestination({ ...base, status: 500, method: 'PUT', url: '/api/v1/user/billing/fields' })).toBe(
        '/error',
      );
      expect(errorDestination({ ...base, status: 401, method: 'POST', url: '/api/v1/on-ramp' })).toBe(
        '/login?returnTo=%2Ftransactions&refresh=true',
      );
    });
  });

  it('reports headers without credentials', () => {
    const headers = new Headers({
      cookie: 'ory_kratos_session=secret',
      Authorization: 'Bearer x',
      accept: 'application/json',
      'X-XSRF-TOKEN': 't',
    });
    expect(redactHeaders(headers)).toEqual({
      cookie: '[redacted]',
      authorization: '[redacted]',
      'x-xsrf-token': '[redacted]',
      accept: 'application/json',
    });
  });
});
