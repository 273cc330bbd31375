/**
 * @jest-environment node
 */
import { activeSession, whoamiState } from './session';

const fetchMock = jest.fn();
const COOKIE = 'ory_kratos_session=abc';

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

describe('whoamiState', () => {
  it('is active for an active session', async () => {
    fetchMock.mockReturnValue(answer(200, { id: 's1', active: true, identity: { id: 'i1' } }));
    await expect(whoamiState('http://kratos', COOKIE)).resolves.toMatchObject({
      kind: 'active',
      session: { id: 's1' },
    });
  });

  it('tells a session that still needs its second factor (403 session_aal2_required) from no session', async () => {
    fetchMock.mockReturnValue(
      answer(403, { error: { id: 'session_aal2_required', code: 403 }, redirect_browser_to: 'http://x' }),
    );
    await expect(whoamiState('http://kratos', COOKIE)).resolves.toEqual({ kind: 'aal2_required' });
    expect(activeSession(await whoamiState('http://kratos', COOKIE))).toBeNull();
  });

  it('treats any other 403, a 401 and a failure as no session', async () => {
    fetchMock.mockReturnValueOnce(answer(403, { error: { id: 'security_csrf_violation' } }));
    await expect(whoamiState('http://kratos', COOKIE)).resolves.toEqual({ kind: 'none' });
    fetchMock.mockReturnValueOnce(answer(401, { error: { id: 'session_inactive' } }));
    await expect(whoamiState('http://kratos', COOKIE)).resolves.toEqual({ kind: 'none' });
    fetchMock.mockRejectedValueOnce(new Error('down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(whoamiState('http://kratos', COOKIE)).resolves.toEqual({ kind: 'none' });
  });

  it('does not call Kratos without a session cookie', async () => {
    await expect(whoamiState('http://kratos', 'other=1')).resolves.toEqual({ kind: 'none' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
