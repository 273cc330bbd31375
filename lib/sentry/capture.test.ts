/** @jest-environment node */
import * as Sentry from '@sentry/nextjs';
import { captureException } from './capture';
import { SENTRY_DEFER_KEY, type SentryDeferral } from './defer';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals[SENTRY_DEFER_KEY];
});

describe('captureException (issue 11: the browser SDK starts after idle)', () => {
  it('reports straight to Sentry when no deferral is registered (server, tests, SDK up)', () => {
    const error = new Error('boom');
    captureException(error, { tags: { boundary: 'x' } });
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'x' } });
  });

  it('hands the report to the deferral while the browser SDK is not up, and it is sent when the SDK runs it', () => {
    const queued: Array<() => void> = [];
    globals[SENTRY_DEFER_KEY] = ((report) => queued.push(report)) satisfies SentryDeferral;
    const error = new Error('early');
    captureException(error);
    expect(Sentry.captureException).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    queued[0]!();
    expect(Sentry.captureException).toHaveBeenCalledWith(error);
  });
});
