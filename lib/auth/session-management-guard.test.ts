/**
 * @jest-environment node
 */
import { isSessionManagementPath, sessionManagementRefusal } from './session-management-guard';

jest.mock('server-only', () => ({}));

const fetchMock = jest.fn();
const COOKIE = 'ory_kratos_session=abc';

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

const whoamiAnswers = (status: number, body: unknown) => fetchMock.mockResolvedValue(Response.json(body, { status }));

describe('isSessionManagementPath', () => {
  it.each(['/sessions', '/sessions/', '/sessions/2f0c1c6e-1e4b-4c1a-9a57-3a1d1d5b9d11'])('%s is', (path) => {
    expect(isSessionManagementPath(path)).toBe(true);
  });
  it.each([
    '/sessions/whoami',
    '/sessions/whoami/',
    '/sessions/token-exchange',
    '/self-service/login/browser',
    '/sessionsx',
    '/sessions/a/extend',
  ])('%s is not', (path) => {
    expect(isSessionManagementPath(path)).toBe(false);
  });
});

describe('sessionManagementRefusal', () => {
  it('refuses a session that owes its second factor with Kratos’s own 403 session_aal2_required', async () => {
    whoamiAnswers(403, { error: { id: 'session_aal2_required', code: 403 } });
    const refusal = await sessionManagementRefusal('http://kratos', '/sessions', COOKIE);
    expect(refusal?.status).toBe(403);
    expect(await refusal?.json()).toMatchObject({ error: { id: 'session_aal2_required', code: 403 } });
    expect(fetchMock).toHaveBeenCalledWith('http://kratos/sessions/whoami', expect.anything());
  });

  it('lets an active session, no session and any other path through (Kratos answers those itself)', async () => {
    whoamiAnswers(200, { id: 's1', active: true, identity: { id: 'i1' } });
    await expect(sessionManagementRefusal('http://kratos', '/sessions/abc', COOKIE)).resolves.toBeNull();
    await expect(sessionManagementRefusal('http://kratos', '/sessions', null)).resolves.toBeNull();
    fetchMock.mockClear();
    await expect(sessionManagementRefusal('http://kratos', '/sessions/whoami', COOKIE)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
