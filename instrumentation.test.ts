/**
 * Server Sentry (spec §9; on the server, only what pays for its cost): on Node and Edge the SDK starts with
 * tracing for every request but the health probes and the public screens rendered without an upstream call
 * (lib/sentry/server-sampling.ts) and without the Node profiler;
 * browser profiling stays (spec §9 rate 1): every document carries the header the browser
 * profiler needs.
 */
import { register } from './instrumentation';
import nextConfig from './next.config';

jest.mock('@sentry/nextjs', () => ({ init: jest.fn(), captureRequestError: jest.fn() }));
jest.mock('@/lib/config/startup', () => ({ exitOnConfigProblems: jest.fn() }));
jest.mock('@/lib/server-runtime/abort-reason-stacks', () => ({ releaseAbortReasonStacks: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: the mocked module is reached with require
const Sentry = require('@sentry/nextjs') as { init: jest.Mock };

const runtime = process.env.NEXT_RUNTIME;
afterEach(() => {
  process.env.NEXT_RUNTIME = runtime;
  Sentry.init.mockClear();
});

describe.each(['nodejs', 'edge'])('server Sentry on the %s runtime', (name) => {
  it('traces page requests at rate 1, health probes and the plain public screens not at all, with no profiler', async () => {
    process.env.NEXT_RUNTIME = name;
    await register();
    const options = Sentry.init.mock.calls[0]![0];
    expect(options.tracesSampler({ name: 'GET /transactions' })).toBe(1);
    expect(options.tracesSampler({ name: 'GET /login' })).toBe(1);
    expect(options.tracesSampler({ name: 'GET /healthz' })).toBe(0);
    expect(options.tracesSampler({ name: 'GET /widget' })).toBe(0);
    expect(options).not.toHaveProperty('profileSessionSampleRate');
    expect(options.integrations).toBeUndefined();
  });
});

describe('memory of finished renders', () => {
  it('on Node, abort reasons stop holding later requests before the first render; not on Edge, which renders none', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, reached as above
    const { releaseAbortReasonStacks } = require('@/lib/server-runtime/abort-reason-stacks') as {
      releaseAbortReasonStacks: jest.Mock;
    };
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(releaseAbortReasonStacks).not.toHaveBeenCalled();
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    expect(releaseAbortReasonStacks).toHaveBeenCalledTimes(1);
  });
});

describe('browser profiling', () => {
  it('every path gets Document-Policy: js-profiling (the JS Self-Profiling API runs only with it)', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toContainEqual({ source: '/:path*', headers: [{ key: 'Document-Policy', value: 'js-profiling' }] });
  });
});
