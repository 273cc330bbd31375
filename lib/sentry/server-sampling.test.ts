/** @jest-environment node */
import { sampledRequest, serverTracesSampler } from './server-sampling';

describe('serverTracesSampler (server Sentry keeps only what pays)', () => {
  it('traces page, API proxy and auth requests at the spec §9 rate of 1', () => {
    expect(serverTracesSampler({ name: 'GET /order', normalizedRequest: { url: 'http://app/order?lang=pt' } })).toBe(1);
    expect(serverTracesSampler({ name: 'GET /transactions' })).toBe(1);
    expect(serverTracesSampler({ name: 'GET /api/v1/user/profile' })).toBe(1);
    expect(serverTracesSampler({ name: 'GET /auth/self-service/login/browser' })).toBe(1);
    expect(serverTracesSampler({ name: 'middleware GET', attributes: { 'http.target': '/login?flow=1' } })).toBe(1);
  });

  it('does not trace the health probes, whichever field names the path', () => {
    expect(serverTracesSampler({ name: 'GET', normalizedRequest: { url: 'http://10.0.0.1:3000/healthz' } })).toBe(0);
    expect(serverTracesSampler({ name: 'GET', attributes: { 'url.path': '/readyz' } })).toBe(0);
    expect(serverTracesSampler({ name: 'GET /readyz?full=1' })).toBe(0);
  });

  it('does not trace the public screens that render without an upstream call (their trace is one render span)', () => {
    for (const path of [
      '/widget?partner=beans',
      '/error',
      '/404',
      '/terms-and-conditions',
      '/privacy-and-cookies-policy',
    ])
      expect({
        path,
        rate: serverTracesSampler({ name: 'GET', normalizedRequest: { url: `http://app${path}` } }),
      }).toEqual({ path, rate: 0 });
    expect(serverTracesSampler({ name: 'GET /payment-options-unavailable' })).toBe(0);
    expect(serverTracesSampler({ name: 'middleware GET', attributes: { 'url.path': '/widget' } })).toBe(0);
  });

  it('traces /error when it reads an identity-service error (?id=), from any field that carries the query', () => {
    expect(serverTracesSampler({ name: 'GET', normalizedRequest: { url: 'http://app/error?id=abc' } })).toBe(1);
    expect(serverTracesSampler({ name: 'GET /error?id=abc' })).toBe(1);
    expect(serverTracesSampler({ name: 'GET', attributes: { 'http.target': '/error?id=abc' } })).toBe(1);
    expect(serverTracesSampler({ name: 'GET', attributes: { 'url.path': '/error', 'url.query': 'id=abc' } })).toBe(1);
    expect(serverTracesSampler({ name: 'GET /error?interactiveId=x' })).toBe(0);
  });

  it('traces the screens that call upstream on the server (sign-in flow, order, final step, signed-in pages)', () => {
    for (const path of ['/login', '/decision-flow', '/order-form', '/ramp', '/final-step?token=t', '/profile'])
      expect({ path, rate: serverTracesSampler({ name: `GET ${path}` }) }).toEqual({ path, rate: 1 });
  });

  it('traces when the path is unknown (a span that is not a request)', () => {
    expect(serverTracesSampler({ name: 'executing api route (app) /x' })).toBe(1);
    expect(sampledRequest({ name: 'cron' })).toBeNull();
  });

  it('does not take a page whose path merely starts with a probe name for a probe', () => {
    expect(serverTracesSampler({ name: 'GET /healthz-report' })).toBe(1);
  });
});
