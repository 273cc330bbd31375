/**
 * @jest-environment node
 */
import { isRecoverySettingsFlow } from './recovery-settings-flow';

const KRATOS = 'http://127.0.0.1:4433';
const ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const COOKIE = 'ory_kratos_session=abc';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const flow = (requestUrl: string, id = ID) => Response.json({ id, request_url: requestUrl, state: 'show_form' });

describe('isRecoverySettingsFlow (the framing of /security?flow=, spec §7 settings flow by id)', () => {
  it('is true for a flow a recovery made, asked with the request’s cookie', async () => {
    fetchMock.mockResolvedValue(flow(`http://localhost:3000/self-service/recovery?flow=r-1`));
    await expect(isRecoverySettingsFlow(KRATOS, ID, COOKIE)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${KRATOS}/self-service/settings/flows?id=${ID}`);
    expect(new Headers(init.headers).get('cookie')).toBe(COOKIE);
  });

  it.each([
    ['a settings flow the person opened', flow('http://localhost:3000/self-service/settings/browser')],
    [
      'another flow than asked',
      flow('http://localhost:3000/self-service/recovery', '00000000-0000-4000-8000-000000000000'),
    ],
    ['another identity’s flow (403)', Response.json({ error: { id: 'security_identity_mismatch' } }, { status: 403 })],
    ['an unknown flow (404)', Response.json({ error: {} }, { status: 404 })],
    ['an expired flow (410)', Response.json({ error: {} }, { status: 410 })],
    ['a body that is not a flow', Response.json({ hello: 'world' })],
  ])('is false for %s', async (_, answer) => {
    fetchMock.mockResolvedValue(answer);
    await expect(isRecoverySettingsFlow(KRATOS, ID, COOKIE)).resolves.toBe(false);
  });

  it('is false, without asking, for an empty, made-up or absent id, or without a cookie', async () => {
    for (const id of ['', 'bogus', '../sessions', null]) {
      await expect(isRecoverySettingsFlow(KRATOS, id, COOKIE)).resolves.toBe(false);
    }
    await expect(isRecoverySettingsFlow(KRATOS, ID, null)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is false when Kratos cannot be reached', async () => {
    fetchMock.mockRejectedValue(new Error('ECONNREFUSED'));
    await expect(isRecoverySettingsFlow(KRATOS, ID, COOKIE)).resolves.toBe(false);
  });
});
