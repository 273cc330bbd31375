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
  it('reports to Sentry when no browser capture is registered (server, tests)', async () => {
    const error = new Error('boom');
    captureException(error, { tags: { boundary: 'x' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'x' } });
  });

  it('hands the report to the browser capture (which queues it until the SDK is up) and not to the import', async () => {
    const reports: unknown[][] = [];
    globals[SENTRY_CAPTURE_KEY] = ((...args) => reports.push(args)) satisfies BrowserCapture;
    const error = new Error('early');
    captureException(error, { tags: { boundary: 'y' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(reports).toEqual([[error, { tags: { boundary: 'y' } }]]);
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});
