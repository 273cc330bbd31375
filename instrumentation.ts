/**
 * Server-side Sentry (Node and Edge runtimes) and the report of errors thrown while rendering on the server.
 * Profiling sample rate 1 (spec §9) is set where the runtime supports it.
 */
import * as Sentry from '@sentry/nextjs';
import { isNodeRuntime } from '@/lib/config';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

export async function register() {
  Sentry.init({ ...sentryBaseOptions, ...(isNodeRuntime() ? { profilesSampleRate: SAMPLE_RATE } : {}) });
}

export const onRequestError = Sentry.captureRequestError;
