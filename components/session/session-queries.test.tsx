/**
 * @jest-environment jest-fixed-jsdom
 *
 * The session's background loads (GET /user/profile, GET /user/config): a failure never navigates away from the
 * screen (a 5xx, a transport failure); it is reported, the screen keeps what it has, and the load is tried again
 * later. A 401 still goes to login (spec §4, §8).
 */
import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerErrorRuleActions } from '@/lib/http/error-rule-actions';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import type { SessionData } from './session-provider';
import SessionQueries, { BACKGROUND_RETRY_MS } from './session-queries';

jest.mock('@/lib/sentry/capture', () => ({ captureException: jest.fn() }));
const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
jest.mock('@/lib/query/client', () => ({ getQueryClient: () => client }));

const PROFILE = {
  interactiveID: null,
  userIdentityId: 'id-1',
  userEmail: 'ana@example.com',
  kyc_status: 'approved',
  kyc_level: '2',
  user_city: null,
  user_country: 'BR',
  wallet_name: null,
};
let profileStatus = 200;
let profileCalls = 0;
const server = setupServer(
  http.get('*/api/v1/user/profile', () => {
    profileCalls += 1;
    return profileStatus === 200
      ? HttpResponse.json(PROFILE)
      : HttpResponse.json({ error: 'upstream' }, { status: profileStatus });
  }),
  http.get('*/api/v1/user/config', () => HttpResponse.json({ lang: 'en', has_pending_action: false })),
);
listenDuringTests(server);

const navigate = jest.fn();
const onUnauthorized = jest.fn();
let undo: () => void;
beforeEach(() => {
  client.clear();
  profileCalls = 0;
  navigate.mockClear();
  onUnauthorized.mockClear();
  undo = registerErrorRuleActions({ navigate, onUnauthorized });
  window.history.replaceState(null, '', '/order?step=review');
  console.warn = jest.fn();
  console.error = jest.fn();
});
afterEach(() => {
  undo();
  jest.useRealTimers();
});

describe('the session background loads', () => {
  it('stay on the screen when the profile answers 503, and try again later', async () => {
    profileStatus = 503;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    const seen: SessionData[] = [];
    render(<SessionQueries onChange={(data) => seen.push(data)} />);
    await waitFor(() => expect(seen.at(-1)?.config).toEqual({ lang: 'en', has_pending_action: false }));
    await waitFor(() => expect(profileCalls).toBe(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(seen.at(-1)?.profile).toBeNull();

    // The upstream recovers: the next try, BACKGROUND_RETRY_MS later, brings the profile.
    profileStatus = 200;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS);
    });
    await waitFor(() => expect(seen.at(-1)?.profile).toMatchObject({ userEmail: 'ana@example.com' }));
    expect(profileCalls).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('send a 401 to login (spec §4)', async () => {
    profileStatus = 401;
    render(<SessionQueries onChange={() => undefined} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?returnTo=/)));
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
