/**
 * @jest-environment node
 *
 * The one whoami of a page request (spec §4, §6; DESIGN.md): middleware asks Kratos once and signs the answer into
 * the render's x-ramp-session request header, replacing any value the browser sent; the render opens it instead of
 * asking again (lib/auth/request-session.ts).
 */
import { NextRequest } from 'next/server';
import { verifySessionState, SESSION_HEADER } from '@/lib/auth/session-header';
import { getServerConfig } from '@/lib/config/server';
import { middleware } from './middleware';

const SESSION_COOKIE = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==';
const fetchMock = jest.fn();
const signedOf = (response: Response) => response.headers.get(`x-middleware-request-${SESSION_HEADER}`);
const verified = (response: Response) => verifySessionState(signedOf(response), getServerConfig().transactionTokenKey);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('middleware and the request’s one whoami', () => {
  it('asks Kratos once for a signed-in page and hands the render the active session', async () => {
    const session = { id: 's-1', active: true, identity: { id: 'i-1', traits: { email: 'ana@example.com' } } };
    fetchMock.mockResolvedValue(Response.json(session));
    const request = new NextRequest('http://localhost:3000/transactions', {
      headers: { cookie: SESSION_COOKIE, [SESSION_HEADER]: 'forged-by-the-browser' },
    });
    const response = await middleware(request);
    expect(response.headers.get('location')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/sessions\/whoami$/);
    await expect(verified(response)).resolves.toEqual({ kind: 'active', session });
  });

  it('makes no call and signs nothing without a session cookie, and drops the browser’s own header', async () => {
    const request = new NextRequest('http://localhost:3000/order-form', {
      headers: { [SESSION_HEADER]: 'forged-by-the-browser' },
    });
    const response = await middleware(request);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signedOf(response)).toBeNull();
    // The render's headers are exactly those listed here, so the browser's value never reaches it.
    expect(response.headers.get('x-middleware-override-headers')!.split(',')).not.toContain(SESSION_HEADER);
  });

  it('also looks the session up on an open page, so the browser starts from it', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 's-2', active: true }));
    const request = new NextRequest('http://localhost:3000/terms-and-conditions', {
      headers: { cookie: SESSION_COOKIE },
    });
    await expect(verified(await middleware(request))).resolves.toMatchObject({ kind: 'active' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
