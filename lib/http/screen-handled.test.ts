/**
 * @jest-environment jest-fixed-jsdom
 *
 * The helpers of a screen that handles its calls' failures (spec §8 "Left to the calling screen"): a failed call is
 * reported (an HTTP failure with its status, method and url; any
 * other failure as an exception), its status read, and a 401 alone sent to login (spec §4, §8).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { apiClient } from './client';
import { registerErrorRuleActions } from './error-rule-actions';
import { failureStatus, reportCallFailure, signInIfUnauthorized } from './screen-handled';

jest.mock('@/lib/sentry/capture', () => ({ captureException: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: its factory and the mocked module are reached with require
const Sentry = require('@/lib/sentry/capture') as { captureException: jest.Mock };

listenDuringTests(
  setupServer(
    http.get('*/api/v1/failing/:status', ({ params }) =>
      HttpResponse.json({ error: 'failed' }, { status: Number(params.status) }),
    ),
    http.get('*/api/v1/down', () => HttpResponse.error()),
  ),
);

const navigate = jest.fn();
const onUnauthorized = jest.fn();
let undo: () => void;

beforeEach(() => {
  undo = registerErrorRuleActions({ navigate, onUnauthorized });
  window.history.replaceState(null, '', '/interactive-flow?interactive-id=tx-1');
  console.error = jest.fn();
  console.warn = jest.fn();
});
afterEach(() => undo());

/** What the 'screen-handles' client threw for GET `path`. */
async function failureOf(path: string): Promise<unknown> {
  return apiClient('screen-handles')
    .get(path)
    .then(
      () => new Error('expected a failure'),
      (error: unknown) => error,
    );
}

describe('helpers of a screen that handles its failures', () => {
  it('reads the status of an HTTP failure, and null for a transport failure or anything else', async () => {
    expect(failureStatus(await failureOf('failing/503'))).toBe(503);
    expect(failureStatus(await failureOf('down'))).toBeNull();
    expect(failureStatus(new Error('not HTTP'))).toBeNull();
  });

  it('sends a 401 to login and clears the session state; any other failure stays with the caller', async () => {
    expect(signInIfUnauthorized(await failureOf('failing/500'))).toBe(false);
    expect(signInIfUnauthorized(await failureOf('down'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(signInIfUnauthorized(await failureOf('failing/401'))).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?returnTo=/));
  });

  it('reports an HTTP failure with its status, method and url, and a transport failure as an exception', async () => {
    reportCallFailure('status poll', await failureOf('failing/502'));
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[http\] GET \S+\/failing\/502 failed with 502$/),
      '',
    );
    expect(Sentry.captureException).toHaveBeenCalledWith(expect.objectContaining({ name: 'HttpError', status: 502 }), {
      tags: { 'http.status_code': '502', 'http.method': 'GET' },
      extra: expect.objectContaining({ status: 502, method: 'GET' }),
    });
    Sentry.captureException.mockClear();
    reportCallFailure('status poll', 'a string');
    expect(console.warn).toHaveBeenCalledWith('[interactive] status poll failed', 'a string');
    expect(Sentry.captureException).toHaveBeenCalledWith(expect.any(Error), {
      tags: { 'interactive.call': 'status poll' },
    });
  });
});
