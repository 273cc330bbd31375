/**
 * The environment name reported to Sentry (spec §9 "Environment name production"): the options every SDK starts
 * from, in a sandbox and in a production build, and what the browser and server SDKs are started with.
 */
jest.mock('@sentry/nextjs', () => ({
  init: jest.fn(),
  addIntegration: jest.fn(),
  browserProfilingIntegration: jest.fn(() => ({ name: 'BrowserProfiling' })),
  captureRequestError: jest.fn(),
  captureRouterTransitionStart: jest.fn(),
  captureException: jest.fn(),
}));
jest.mock('@sentry/replay', () => ({ replayIntegration: jest.fn() }));
jest.mock('@/lib/config/startup', () => ({ exitOnConfigProblems: jest.fn() }));
jest.mock('@/lib/server-runtime/abort-reason-stacks', () => ({ releaseAbortReasonStacks: jest.fn() }));
jest.mock('@/lib/sentry/server-trace-meta', () => ({ dropUnsampledServerTrace: jest.fn() }));

type Options = typeof import('./options');
type ClientSchema = typeof import('@/lib/config/client-schema');

/**
 * lib/sentry/options afresh, over the client configuration that `env` (NEXT_PUBLIC_* values by name) parses to in a
 * sandbox or a production build (lib/config/client-schema: what next.config.ts inlines into every bundle).
 */
function optionsWith(sandbox: boolean, env: Record<string, string>): Options['sentryBaseOptions'] {
  const { parseClientConfig } = jest.requireActual<ClientSchema>('@/lib/config/client-schema');
  let options!: Options;
  jest.isolateModules(() => {
    jest.doMock('@/lib/config', () => ({
      ...jest.requireActual<object>('@/lib/config'),
      clientConfig: parseClientConfig(sandbox, env),
    }));
    options = jest.requireActual<Options>('./options');
  });
  jest.dontMock('@/lib/config');
  return options.sentryBaseOptions;
}

describe('Sentry environment name (spec §9)', () => {
  it.each([
    ['a sandbox build', true, {}],
    ['a production build', false, { NEXT_PUBLIC_APP_ORIGIN: 'https://ramp.example' }],
    ['a build whose NEXT_PUBLIC_ENVIRONMENT is left empty', false, { NEXT_PUBLIC_ENVIRONMENT: '' }],
  ])('is production in %s', (_, sandbox, env) => {
    expect(optionsWith(sandbox, env).environment).toBe('production');
  });

  it('is what the browser and the server SDKs start with', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module (jest.mock is hoisted)
    const Sentry = require('@sentry/nextjs') as { init: jest.Mock };
    const { startBrowserSentry } = await import('./browser-sdk');
    const { register } = await import('@/instrumentation');
    startBrowserSentry();
    await register();
    expect(Sentry.init).toHaveBeenCalledTimes(2);
    for (const [options] of Sentry.init.mock.calls) expect(options).toMatchObject({ environment: 'production' });
  });
});
