/**
 * Profiling at the spec's rate (spec §9 "tracing, replay and profiling sample rates are all 1"; issue 14 item 7):
 * on the Node runtime the server SDK starts with the profiling integration and a session rate of 1 (the old
 * `profilesSampleRate` alone did nothing without the profiling package); the native profiler loads on this Node;
 * every document carries the header the browser profiler needs.
 */
import { register } from './instrumentation';
import nextConfig from './next.config';

jest.mock('@sentry/nextjs', () => ({ init: jest.fn(), captureRequestError: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: the mocked module is reached with require
const Sentry = require('@sentry/nextjs') as { init: jest.Mock };

const runtime = process.env.NEXT_RUNTIME;
afterEach(() => {
  process.env.NEXT_RUNTIME = runtime;
});

describe('server profiling', () => {
  it('the Node runtime starts Sentry with the profiling integration, profiling every traced request', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    const options = Sentry.init.mock.calls[0]![0];
    expect(options).toMatchObject({ tracesSampleRate: 1, profileSessionSampleRate: 1, profileLifecycle: 'trace' });
    expect(options.integrations.map((i: { name: string }) => i.name)).toContain('ProfilingIntegration');
  });

  it('the Edge runtime starts Sentry without it (no profiler there)', async () => {
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(Sentry.init.mock.calls[0]![0].integrations).toBeUndefined();
  });

  it('the native CPU profiler loads and records on this Node', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the native binding is CommonJS
    const { CpuProfilerBindings, ProfileFormat } = require('@sentry/node-cpu-profiler');
    CpuProfilerBindings.startProfiling('jest');
    let sum = 0;
    for (let i = 0; i < 1e6; i += 1) sum += Math.sqrt(i);
    const profile = CpuProfilerBindings.stopProfiling('jest', ProfileFormat.THREAD, 0, 0, 'v1');
    expect(sum).toBeGreaterThan(0);
    expect(profile?.samples?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('browser profiling', () => {
  it('every path gets Document-Policy: js-profiling (the JS Self-Profiling API runs only with it)', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toContainEqual({ source: '/:path*', headers: [{ key: 'Document-Policy', value: 'js-profiling' }] });
  });
});
