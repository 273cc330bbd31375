/**
 * @jest-environment node
 *
 * deploy/kratos-methods.sh, run with `env` in Kratos's place: which of Kratos's path-named variables it sets for each
 * combination of the deployment's sign-in method variables, and that a half-configured method stops the start. That
 * Kratos then offers the methods is e2e/production.spec.ts's part; that deploy/kratos.yml keeps them off by default
 * and names the provider the app looks for is checked here.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GOOGLE_PROVIDER_ID } from '@/lib/auth/sign-in-methods';

const SCRIPT = path.join(__dirname, 'kratos-methods.sh');

/** Runs the script with only these variables (and PATH); resolves to its exit status, Kratos's variables, stderr. */
function run(vars: Record<string, string>) {
  const result = spawnSync('/bin/sh', [SCRIPT, 'env'], {
    env: { PATH: process.env.PATH, ...vars } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  const kratos = Object.fromEntries(
    result.stdout
      .split('\n')
      .filter((line) => line.startsWith('SELFSERVICE_'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status: result.status, kratos, stderr: result.stderr };
}

describe('deploy/kratos-methods.sh', () => {
  it('leaves both methods off when their variables are unset or empty', () => {
    expect(run({})).toEqual({ status: 0, kratos: {}, stderr: '' });
    expect(run({ PASSKEY_RP_ID: '', PASSKEY_RP_ORIGINS: 'https://ramp.example', GOOGLE_CLIENT_ID: '' }).kratos).toEqual(
      {},
    );
  });

  it('turns passkeys on with the relying party from the environment', () => {
    const { status, kratos } = run({
      PASSKEY_RP_ID: 'ramp.example',
      PASSKEY_RP_ORIGINS: 'https://ramp.example,https://www.ramp.example',
      PASSKEY_RP_DISPLAY_NAME: 'Ramp Pay',
    });
    expect(status).toBe(0);
    expect(kratos).toEqual({
      SELFSERVICE_METHODS_PASSKEY_ENABLED: 'true',
      SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_ID: 'ramp.example',
      SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_ORIGINS: 'https://ramp.example,https://www.ramp.example',
      SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_DISPLAY_NAME: 'Ramp Pay',
    });
  });

  it("turns Google on with the client from the environment, the file's provider keeping the rest", () => {
    const { status, kratos } = run({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's"$x' });
    expect(status).toBe(0);
    expect(kratos).toEqual({
      SELFSERVICE_METHODS_OIDC_ENABLED: 'true',
      SELFSERVICE_METHODS_OIDC_CONFIG_PROVIDERS_0_CLIENT_ID: 'id.apps.googleusercontent.com',
      SELFSERVICE_METHODS_OIDC_CONFIG_PROVIDERS_0_CLIENT_SECRET: 's"$x',
    });
  });

  it('stops the start, naming what is missing, when a method is half configured', () => {
    for (const [vars, missing] of [
      [{ PASSKEY_RP_ID: 'ramp.example' }, 'PASSKEY_RP_ORIGINS'],
      [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
      [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
    ] as const) {
      const { status, kratos, stderr } = run(vars);
      expect(status).not.toBe(0);
      expect(kratos).toEqual({});
      expect(stderr).toContain(missing);
    }
  });
});

describe('deploy/kratos.yml', () => {
  const yml = readFileSync(path.join(__dirname, 'kratos.yml'), 'utf8');

  it('keeps passkeys and Google off unless the environment turns them on', () => {
    expect(yml).toMatch(/^ {4}passkey:\n {6}enabled: false$/m);
    expect(yml).toMatch(/^ {4}oidc:\n {6}enabled: false$/m);
  });

  it("has one OIDC provider, whose id is the one the app offers as Google, mapped by the sandbox's mapper", () => {
    expect(yml.match(/^ {10}- id: /gm)).toHaveLength(1);
    expect(yml).toContain(`          - id: ${GOOGLE_PROVIDER_ID}\n`);
    expect(yml).toContain('mapper_url: file:///etc/config/kratos/oidc-mapper.jsonnet');
    expect(readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8')).toContain(
      '../sandbox/identity/oidc-mapper.jsonnet:/etc/config/kratos/oidc-mapper.jsonnet:ro',
    );
  });
});
