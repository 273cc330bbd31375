import { formatLogArgs } from './log-format.js';

describe('formatLogArgs (the console bridge of deploy/start.js)', () => {
  it('never writes the cookies a failed API call carried (a ky HTTPError with its request and options)', () => {
    const failure = Object.assign(
      new Error('Request failed with status code 500: GET http://api/v1/transaction-info/t1'),
      {
        name: 'HTTPError',
        request: new Request('http://api/v1/transaction-info/t1', {
          headers: { cookie: 'ory_kratos_session=SESSION-SECRET; XSRF-TOKEN=XSRF-SECRET' },
        }),
        options: { headers: { cookie: 'ory_kratos_session=SESSION-SECRET' } },
      },
    );
    const line = formatLogArgs(['[data] transaction-info failed; using empty data', failure]);
    expect(line).toContain(
      '[data] transaction-info failed; using empty data HTTPError: Request failed with status code 500',
    );
    expect(line).toContain('log-format.test.ts');
    expect(line).not.toContain('SESSION-SECRET');
    expect(line).not.toContain('XSRF-SECRET');
  });

  it('keeps the cause chain (a fetch failure says why) and formats everything else as util.format does', () => {
    const failure = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4010') });
    const line = formatLogArgs(['[proxy] GET %s failed', '/api/v1/rates', failure]);
    expect(line).toMatch(/^\[proxy\] GET \/api\/v1\/rates failed TypeError: fetch failed\n/);
    expect(line).toContain('Caused by: Error: connect ECONNREFUSED 127.0.0.1:4010');
    expect(formatLogArgs(['%d requests', 3, { ok: true }])).toBe('3 requests { ok: true }');
  });
});
