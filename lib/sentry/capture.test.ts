/** @jest-environment node */
import * as Sentry from '@sentry/nextjs';
import { captureException } from './capture';
import { SENTRY_CAPTURE_KEY, type BrowserCapture } from './defer';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals[SENTRY_CAPTURE_KEY];
  jest.clearAllMocks();
});

describe('captureException (the browser SDK is not in the first load)', () => {
  it('reports to Sentry when no browser capture is registered (server, tests), resolving to its event id', async () => {
    jest.mocked(Sentry.captureException).mockReturnValue('0123456789abcdef0123456789abcdef');
    const error = new Error('boom');
    await expect(captureException(error, { tags: { boundary: 'x' } })).resolves.toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'x' } });
  });

  it('hands the report to the browser capture (which queues it until the SDK is up) and not to the import', async () => {
    const reports: unknown[][] = [];
    globals[SENTRY_CAPTURE_KEY] = ((...args) => {
      reports.push(args);
      return Promise.resolve('fedcba9876543210fedcba9876543210');
    }) satisfies BrowserCapture;
    const error = new Error('early');
    await expect(captureException(error, { tags: { boundary: 'y' } })).resolves.toBe(
      'fedcba9876543210fedcba9876543210',
    );
    expect(reports).toEqual([[error, { tags: { boundary: 'y' } }]]);
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('reports one error object once: a second capture gets the first report’s id', async () => {
    jest.mocked(Sentry.captureException).mockReturnValueOnce('11111111111111111111111111111111');
    const error = new Error('twice');
    const first = captureException(error);
    const second = captureException(error);
    await expect(second).resolves.toBe('11111111111111111111111111111111');
    await expect(first).resolves.toBe('11111111111111111111111111111111');
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  it('resolves to no id, and never rejects, when Sentry cannot be reached', async () => {
    globals[SENTRY_CAPTURE_KEY] = (() => Promise.resolve(undefined)) satisfies BrowserCapture;
    await expect(captureException(new Error('lost'))).resolves.toBeUndefined();
  });
});
