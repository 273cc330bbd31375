/**
 * The configuration schema: only the sandbox has defaults; production lists what it misses,
 * keeps its diagnostics off unless a flag turns them on, and refuses a sandbox start of a production build.
 */
import type { ServerConfig } from './server';

jest.mock('server-only', () => ({}));

type ServerModule = typeof import('./server');

/** Loads lib/config(.ts) and lib/config/server.ts afresh as an app built and started with `env`. */
function load(env: Record<string, string | undefined>): ServerModule {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (/^(NEXT_PUBLIC_|RAMP_)/.test(key)) delete process.env[key];
  Object.assign(process.env, env);
  let mod!: ServerModule;
  jest.isolateModules(() => {
    mod = jest.requireActual<ServerModule>('./server');
  });
  process.env = saved;
  return mod;
}

const PRODUCTION_SERVER = {
  KRATOS_PUBLIC_URL: 'https://id.ramp.example',
  PRODUCT_API_URL: 'https://api.ramp.example',
  TERMS_URL: 'https://ramp.example/terms',
  PRIVACY_URL: 'https://ramp.example/privacy',
  TRANSACTION_TOKEN_KEY: 'a-production-signing-key-of-32-bytes-or-more',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
};
const PRODUCTION_CLIENT = {
  NEXT_PUBLIC_APP_ORIGIN: 'https://ramp.example',
  NEXT_PUBLIC_PARTNER_ORIGINS: 'https://lobstr.example',
  NEXT_PUBLIC_SENTRY_DSN: 'https://key@sentry.ramp.example/1',
};

describe('the sandbox (RAMP_ENV=sandbox)', () => {
  it('runs with no variable at all, pointing at the sandbox, diagnostics on', () => {
    const { parseServerConfig, productionConfigProblems } = load({ RAMP_ENV: 'sandbox' });
    expect(productionConfigProblems({ RAMP_ENV: 'sandbox' })).toEqual([]);
    expect(parseServerConfig({})).toMatchObject<Partial<ServerConfig>>({
      kratosPublicUrl: 'http://127.0.0.1:4433',
      productApiUrl: 'http://127.0.0.1:4010',
      testSentryErrorEnabled: true,
      demoWalletEnabled: true,
      explorerUrls: {
        stellar: 'https://stellar.expert/explorer/testnet/tx/',
        tron: 'https://nile.tronscan.org/#/transaction/',
        ethereum: 'https://sepolia.etherscan.io/tx/',
      },
    });
  });
});

describe('production (RAMP_ENV unset)', () => {
  it('refuses to start without the required variables and lists every one of them', () => {
    const { productionConfigProblems } = load({});
    const [message, ...rest] = productionConfigProblems({});
    expect(rest).toEqual([]);
    for (const name of [...Object.keys(PRODUCTION_CLIENT), ...Object.keys(PRODUCTION_SERVER)]) {
      expect(message).toContain(`- ${name}`);
    }
    expect(message).not.toContain('NEXT_PUBLIC_RELEASE');
  });

  it('lists only what is missing, and a blank value counts as missing', () => {
    const { productionConfigProblems } = load(PRODUCTION_CLIENT);
    const [message] = productionConfigProblems({ ...PRODUCTION_SERVER, TERMS_URL: '  ' });
    expect(message).toMatch(/production start refused/);
    expect(message).toContain('- TERMS_URL');
    expect(message).not.toContain('KRATOS_PUBLIC_URL');
  });

  it('has no sandbox default: the server parse throws rather than reach 127.0.0.1', () => {
    const { parseServerConfig } = load(PRODUCTION_CLIENT);
    expect(() => parseServerConfig({})).toThrow(/KRATOS_PUBLIC_URL/);
  });

  it('starts when everything is set; the diagnostics are off unless their flags say true', () => {
    const { parseServerConfig, productionConfigProblems } = load(PRODUCTION_CLIENT);
    expect(productionConfigProblems(PRODUCTION_SERVER)).toEqual([]);
    expect(parseServerConfig(PRODUCTION_SERVER)).toMatchObject({
      testSentryErrorEnabled: false,
      demoWalletEnabled: false,
    });
    expect(
      parseServerConfig({ ...PRODUCTION_SERVER, ENABLE_TEST_SENTRY_ERROR: 'true', ENABLE_DEMO_WALLET: 'on' }),
    ).toMatchObject({ testSentryErrorEnabled: true, demoWalletEnabled: true });
  });

  it('links transfers to the public networks’ explorers unless an explorer variable names another', () => {
    const { parseServerConfig, productionConfigProblems } = load(PRODUCTION_CLIENT);
    expect(parseServerConfig(PRODUCTION_SERVER).explorerUrls).toEqual({
      stellar: 'https://stellar.expert/explorer/public/tx/',
      tron: 'https://tronscan.org/#/transaction/',
      ethereum: 'https://etherscan.io/tx/',
    });
    const own = { EXPLORER_URL_TRON: 'https://explorer.example/tron/{hash}', EXPLORER_URL_ETHEREUM: ' ' };
    expect(parseServerConfig({ ...PRODUCTION_SERVER, ...own }).explorerUrls).toMatchObject({
      tron: 'https://explorer.example/tron/{hash}',
      ethereum: 'https://etherscan.io/tx/',
    });
    expect(
      productionConfigProblems({ ...PRODUCTION_SERVER, EXPLORER_URL_STELLAR: 'javascript:alert(1)//' })[0],
    ).toMatch(/invalid configuration.*http\(s\) URL/s);
  });

  it('refuses a malformed value or flag instead of guessing', () => {
    const { productionConfigProblems } = load(PRODUCTION_CLIENT);
    expect(productionConfigProblems({ ...PRODUCTION_SERVER, PRODUCT_API_URL: 'not a url' })[0]).toMatch(/invalid/);
    expect(productionConfigProblems({ ...PRODUCTION_SERVER, ENABLE_DEMO_WALLET: 'yess' })[0]).toMatch(
      /ENABLE_DEMO_WALLET must be true or false/,
    );
  });

  it('refuses the sandbox token key and a key under 32 bytes, naming the variable', () => {
    const { productionConfigProblems } = load(PRODUCTION_CLIENT);
    const sandboxKey = 'sandbox-transaction-token-key-not-for-production';
    expect(productionConfigProblems({ ...PRODUCTION_SERVER, TRANSACTION_TOKEN_KEY: sandboxKey })[0]).toMatch(
      /TRANSACTION_TOKEN_KEY is the sandbox's published key/,
    );
    expect(productionConfigProblems({ ...PRODUCTION_SERVER, TRANSACTION_TOKEN_KEY: 'sixteen-chars-ok' })[0]).toMatch(
      /TRANSACTION_TOKEN_KEY has 16 bytes; production needs at least 32/,
    );
  });

  it('a production build started as the sandbox is refused with the way to a sandbox build', () => {
    const { productionConfigProblems } = load({});
    expect(productionConfigProblems({ RAMP_ENV: 'sandbox' })[0]).toMatch(/npm run build:sandbox/);
  });

  it('keeps the sandbox values out of the client configuration', () => {
    let client!: typeof import('../config');
    const saved = { ...process.env };
    for (const key of Object.keys(process.env)) if (/^(NEXT_PUBLIC_|RAMP_)/.test(key)) delete process.env[key];
    jest.isolateModules(() => {
      client = jest.requireActual('../config');
    });
    process.env = saved;
    expect(client.rampEnv).toBe('production');
    expect(client.clientConfig.partnerOrigins).toEqual([]);
    expect(client.clientConfig.sentryDsn).toBe('');
    expect(client.clientConfig.appOrigin).not.toContain('localhost');
  });
});
