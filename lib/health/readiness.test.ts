import { checkReadiness } from './readiness';

const targets = {
  kratosPublicUrl: 'http://kratos.internal:4433',
  productApiUrl: 'http://api.internal:8080/',
  apiBasePath: '/api/v1',
  requestId: 'req-1',
};

/** A fetch that answers by URL: a status, 'refuse' (network error) or 'hang' (never answers until aborted). */
function fakeFetch(answers: Record<string, number | 'refuse' | 'hang'>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const answer = answers[url];
    if (answer === undefined || answer === 'refuse') throw new TypeError('fetch failed');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }
    return new Response('{}', { status: answer });
  }) as typeof fetch;
  return { impl, calls };
}

const KRATOS = 'http://kratos.internal:4433/health/ready';
const API = 'http://api.internal:8080/api/v1';

describe('checkReadiness (/readyz)', () => {
  it('is ready when Kratos is ready and the API answers, and sends the request id to both', async () => {
    const { impl, calls } = fakeFetch({ [KRATOS]: 200, [API]: 404 });
    await expect(checkReadiness(targets, impl)).resolves.toEqual({
      ready: true,
      checks: { identity: 'ok', api: 'ok' },
    });
    expect(calls.map((c) => c.url).sort()).toEqual([API, KRATOS]);
    expect(calls.every((c) => c.headers['x-request-id'] === 'req-1')).toBe(true);
  });

  it('names the identity service when Kratos is down or not ready yet', async () => {
    for (const kratos of ['refuse', 503] as const) {
      const { impl } = fakeFetch({ [KRATOS]: kratos, [API]: 200 });
      await expect(checkReadiness(targets, impl)).resolves.toEqual({
        ready: false,
        checks: { identity: 'down', api: 'ok' },
      });
    }
  });

  it('names the API when it fails with a 5xx or does not answer within the timeout', async () => {
    for (const api of [502, 'hang'] as const) {
      const { impl } = fakeFetch({ [KRATOS]: 200, [API]: api });
      await expect(checkReadiness(targets, impl, 50)).resolves.toEqual({
        ready: false,
        checks: { identity: 'ok', api: 'down' },
      });
    }
  });
});
