/**
 * @jest-environment node
 *
 * Latency faults (a slow upstream; sandbox/README.md "HTTP shapes"): `delayMs` slows the next matching API request,
 * which then answers as usual, or with `status` when one is given; out-of-range delays are refused.
 */
import { userConfigSchema } from '@/lib/api/schemas';
import { testSessionCookie, withSandboxServer } from './node';

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/v1`;
withSandboxServer({ origin: ORIGIN });
const asDemo = { headers: { cookie: testSessionCookie('demo@example.com') } };

function arm(fault: Record<string, unknown>): Promise<Response> {
  return fetch(`${ORIGIN}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

async function timed(url: string): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await fetch(url, asDemo);
  return { ms: performance.now() - started, res };
}

describe('latency faults', () => {
  it('delays the next matching request, which then answers as usual, once', async () => {
    expect((await arm({ method: 'GET', path: '/user/config', delayMs: 300 })).status).toBe(201);
    const slow = await timed(`${API}/user/config`);
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    expect(slow.res.status).toBe(200);
    expect(userConfigSchema.parse(await slow.res.json()).lang).toBe('en');
    const next = await timed(`${API}/user/config`);
    expect(next.ms).toBeLessThan(290);
  });

  it('answers the given status after the delay', async () => {
    await arm({ method: 'GET', path: '/user/config', delayMs: 300, status: 503 });
    const slow = await timed(`${API}/user/config`);
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    expect(slow.res.status).toBe(503);
  });

  it.each([{ delayMs: -1 }, { delayMs: 60_001 }, { delayMs: 1.5 }, {}])('refuses %j', async (extra) => {
    expect((await arm({ method: 'GET', path: '/user/config', ...extra })).status).toBe(400);
  });
});
