import { REQUIRED_IN_PRODUCTION, flagOf, missingConfigMessage, missingVariables, rampEnvOf } from './required';

describe('which environment', () => {
  it('is the sandbox only when it says exactly so; anything else is production', () => {
    expect(rampEnvOf('sandbox')).toBe('sandbox');
    expect(rampEnvOf(' sandbox ')).toBe('sandbox');
    for (const value of [undefined, '', 'production', 'Sandbox', 'sandbox2', 'dev']) {
      expect(rampEnvOf(value)).toBe('production');
    }
  });
});

describe('required variables', () => {
  it('one list, by where the value is read; client ones are NEXT_PUBLIC_', () => {
    expect(REQUIRED_IN_PRODUCTION.client.every((n) => n.startsWith('NEXT_PUBLIC_'))).toBe(true);
    expect(REQUIRED_IN_PRODUCTION.server.some((n) => n.startsWith('NEXT_PUBLIC_'))).toBe(false);
  });

  it('reports unset and blank values, in list order', () => {
    const env: Record<string, string> = { A: 'x', B: ' ', D: '' };
    expect(missingVariables(['A', 'B', 'C', 'D'], (n) => env[n])).toEqual(['B', 'C', 'D']);
  });

  it('the message names each missing variable and the sandbox switch', () => {
    const message = missingConfigMessage(['KRATOS_PUBLIC_URL', 'TERMS_URL'], 'start');
    expect(message).toContain('production start refused');
    expect(message).toContain('  - KRATOS_PUBLIC_URL\n  - TERMS_URL');
    expect(message).toContain('RAMP_ENV=sandbox');
  });
});

describe('flags', () => {
  it('reads the usual words and falls back when unset', () => {
    expect(flagOf('F', 'true', false)).toBe(true);
    expect(flagOf('F', 'OFF', true)).toBe(false);
    expect(flagOf('F', undefined, true)).toBe(true);
    expect(flagOf('F', '', false)).toBe(false);
  });

  it('refuses anything else, so a typo never flips a switch silently', () => {
    expect(() => flagOf('ENABLE_DEMO_WALLET', 'ture', false)).toThrow(/ENABLE_DEMO_WALLET must be true or false/);
  });
});
