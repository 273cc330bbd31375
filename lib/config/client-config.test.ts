/**
 * The client configuration (lib/config.ts): a Next build inlines the parsed configuration as
 * RAMP_CLIENT_CONFIG, and lib/config reads it without running the schema (so zod stays out of the browser's first
 * load); without a build (Jest, tsx, next.config.ts) the schema parses the NEXT_PUBLIC_* variables.
 */
import type { ClientConfig } from './client-schema';

let schemaLoads = 0;
jest.mock('./client-schema', () => {
  schemaLoads += 1;
  return jest.requireActual('./client-schema');
});

/** lib/config afresh, with `env` as the process environment. */
function loadConfig(env: Record<string, string | undefined>): typeof import('../config') {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (/^(NEXT_PUBLIC_|RAMP_)/.test(key)) delete process.env[key];
  Object.assign(process.env, env);
  let config!: typeof import('../config');
  jest.isolateModules(() => {
    config = jest.requireActual('../config');
  });
  process.env = saved;
  return config;
}

beforeEach(() => {
  schemaLoads = 0;
});

describe('lib/config clientConfig', () => {
  it('is what the build inlined, read without the schema', () => {
    const { parseClientConfig } = jest.requireActual<typeof import('./client-schema')>('./client-schema');
    const built: ClientConfig = parseClientConfig(false, {
      NEXT_PUBLIC_APP_ORIGIN: 'https://ramp.example',
      NEXT_PUBLIC_PARTNER_ORIGINS: 'https://lobstr.example/path, https://beans.example',
      NEXT_PUBLIC_SENTRY_DSN: 'https://key@sentry.ramp.example/1',
    });
    const { clientConfig } = loadConfig({ RAMP_ENV: 'sandbox', RAMP_CLIENT_CONFIG: JSON.stringify(built) });
    expect(clientConfig).toEqual(built);
    expect(clientConfig.partnerOrigins).toEqual(['https://lobstr.example', 'https://beans.example']);
    expect(schemaLoads).toBe(0);
  });

  it('without a build, parses the variables with the schema (the sandbox’s defaults in the sandbox)', () => {
    const { clientConfig } = loadConfig({ RAMP_ENV: 'sandbox', NEXT_PUBLIC_RELEASE: '1.2.3' });
    expect(schemaLoads).toBe(1);
    expect(clientConfig).toMatchObject({
      appOrigin: 'http://localhost:3000',
      release: '1.2.3',
      apiBasePath: '/api/v1',
    });
  });

  it('without a build, a malformed value stops it with the schema’s error', () => {
    expect(() => loadConfig({ RAMP_ENV: 'sandbox', NEXT_PUBLIC_API_BASE_PATH: 'api' })).toThrow(
      /must start with \/ and end in \/api\/v<number>/,
    );
  });
});
