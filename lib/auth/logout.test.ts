/**
 * @jest-environment jsdom
 */
import * as Sentry from '@sentry/nextjs';
import { waitFor } from '@testing-library/react';
import { createLogoutUrl, logout } from './logout';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const fetchMock = jest.fn();
const LOGOUT_URL = 'http://localhost/auth/self-service/logout?token=abc&return_to=http%3A%2F%2Flocalhost%2Fkyc';

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

describe('createLogoutUrl (spec §4 "Logout")', () => {
  it('creates a browser logout flow with the current page as return_to, with credentials', async () => {
    fetchMock.mockReturnValue(answer(200, { logout_url: LOGOUT_URL, logout_token: 'abc' }));
    await expect(createLogoutUrl('/transactions?status=error', 'http://localhost:3000')).resolves.toBe(LOGOUT_URL);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const parsed = new URL(url, 'http://localhost:3000');
    expect(parsed.pathname).toBe('/auth/self-service/logout/browser');
    expect(parsed.searchParams.get('return_to')).toBe('http://localhost:3000/transactions?status=error');
    expect(init.credentials).toBe('include');
  });

  it('leaves return_to out when the return URL is not allowed (Kratos then uses its default)', async () => {
    fetchMock.mockReturnValue(answer(200, { logout_url: LOGOUT_URL }));
    await createLogoutUrl('https://evil.example/', 'http://localhost:3000');
    expect(fetchMock.mock.calls[0]![0]).toBe('/auth/self-service/logout/browser');
  });

  it('throws on a non-2xx answer (401: no session)', async () => {
    fetchMock.mockReturnValue(answer(401, { error: { code: 401 } }));
    await expect(createLogoutUrl('/kyc', 'http://localhost:3000')).rejects.toThrow('401');
  });

  it('throws on an answer without logout_url', async () => {
    fetchMock.mockReturnValue(answer(200, { nope: true }));
    await expect(createLogoutUrl('/kyc', 'http://localhost:3000')).rejects.toThrow();
  });
});

describe('logout', () => {
  it('logs and reports a failure, and resolves (the failure is ignored)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Network Error')));
    await expect(logout('/kyc')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[auth] logout failed', expect.any(TypeError));
    // lib/sentry/capture imports Sentry on first use (not in the first load): the report lands a tick later.
    await waitFor(() => expect(Sentry.captureException).toHaveBeenCalledWith(expect.any(TypeError)));
    error.mockRestore();
  });

  it('navigates to logout_url on success without reporting anything', async () => {
    // jsdom cannot navigate; it only reports "not implemented" on its virtual console.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReturnValue(answer(200, { logout_url: LOGOUT_URL }));
    await logout(window.location.href);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Sentry.captureException).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
