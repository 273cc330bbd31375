/** @jest-environment node */
import { sampledRequestPath, serverTracesSampler } from './server-sampling';

describe('serverTracesSampler (issue 11: server Sentry keeps only what pays)', () => {
  it('traces page, API proxy and auth requests at the spec §9 rate of 1', () => {
    expect(serverTracesSampler({ name: 'GET /widget', normalizedRequest: { url: 'http://app/widget?lang=pt' } })).toBe(
      1,
    );
    expect(serverTracesSampler({ name: 'GET /transactions' })).toBe(1);
    expect(serverTracesSampler({ name: 'middleware GET', attributes: { 'http.target': '/login?flow=1' } })).toBe(1);
  });

  it('does not trace the health probes, whichever field names the path', () => {
    expect(serverTracesSampler({ name: 'GET', normalizedRequest: { url: 'http://10.0.0.1:3000/healthz' } })).toBe(0);
    expect(serverTracesSampler({ name: 'GET', attributes: { 'url.path': '/readyz' } })).toBe(0);
    expect(serverTracesSampler({ name: 'GET /readyz?full=1' })).toBe(0);
  });

  it('traces when the path is unknown (a span that is not a request)', () => {
    expect(serverTracesSampler({ name: 'executing api route (app) /x' })).toBe(1);
    expect(sampledRequestPath({ name: 'cron' })).toBeNull();
  });

  it('does not take a page whose path merely starts with a probe name for a probe', () => {
    expect(serverTracesSampler({ name: 'GET /healthz-report' })).toBe(1);
  });
});
