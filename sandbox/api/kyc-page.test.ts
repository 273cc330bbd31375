/**
 * @jest-environment node
 *
 * The sandbox's identity verification provider: GET /kyc/token gives the hosted page's url, and that
 * page posts the outcome to the app's origin only (never to "*").
 */
import { withSandboxServer, testSessionCookie } from './node';

const ORIGIN = 'http://localhost:3000';
withSandboxServer({ origin: ORIGIN });

describe('sandbox KYC provider page', () => {
  it('GET /kyc/token answers the hosted page url carrying the token and app id', async () => {
    const res = await fetch(`${ORIGIN}/api/v1/kyc/token?appId=ramp-web`, {
      headers: { cookie: testSessionCookie('fresh@example.com') },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; url: string };
    const url = new URL(body.url);
    expect(url.pathname).toBe('/__sandbox/pages/kyc');
    expect(url.searchParams.get('token')).toBe(body.token);
    expect(url.searchParams.get('app_id')).toBe('ramp-web');
  });

  it('serves Approve and Reject that post to the app origin explicitly', async () => {
    const res = await fetch(`${ORIGIN}/__sandbox/pages/kyc?token=sbx_kyc_abcdef0123&app_id=ramp-web`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('id="approve"');
    expect(html).toContain('id="reject"');
    expect(html).toContain('var origin = "http://localhost:3000";');
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  it('refuses a malformed token without echoing it into a script', async () => {
    const res = await fetch(
      `${ORIGIN}/__sandbox/pages/kyc?token=${encodeURIComponent('</script><script>alert(1)</script>')}`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('alert(1)');
  });
});
