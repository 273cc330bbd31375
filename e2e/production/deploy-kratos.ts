/**
 * Production's Kratos as deploy/compose.yaml runs it, on loopback for e2e/production.spec.ts: deploy/kratos.yml
 * started through deploy/kratos-methods.sh (which switches passkeys and Google on from their variables), with the
 * environment compose.yaml gives its kratos service for the app origin http://localhost:3000 (keep the two in step).
 * Only what a container's paths or addresses make different is rewritten: the identity schema and the OIDC mapper are
 * this checkout's files, and both APIs listen on 127.0.0.1 (the ports stay deploy/kratos.yml's 4433 and 4434). The
 * secrets are the test's own. Nothing else of the machine's environment reaches Kratos, which reads every variable
 * named after a key of its configuration.
 */
import path from 'node:path';
import { APP_ORIGIN } from '../../sandbox/config';
import { IDENTITY_DIR } from '../../sandbox/identity/build';

/** The optional sign-in methods' variables of deploy/kratos-methods.sh (docs/deploying.md). */
export interface SignInMethodVariables {
  PASSKEY_RP_ID?: string;
  PASSKEY_RP_ORIGINS?: string;
  PASSKEY_RP_DISPLAY_NAME?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
}

/**
 * Both methods on, for this origin. The Google client is a made-up one: a login flow lists the provider from the
 * configuration alone (Kratos contacts Google only once someone presses the button).
 */
export const ALL_METHODS: SignInMethodVariables = {
  PASSKEY_RP_ID: new URL(APP_ORIGIN).hostname,
  PASSKEY_RP_ORIGINS: APP_ORIGIN,
  GOOGLE_CLIENT_ID: 'e2e-production.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'e2e-production-not-a-secret',
};

const DEPLOY_DIR = path.resolve('deploy');

/**
 * The command that starts production's Kratos, and its environment.
 * @param binary the Kratos v1.3.1 binary (sandbox/identity/build.ts)
 * @param dsn the PostgreSQL DSN, migrated already
 * @param methods the sign-in methods' variables; `{}` leaves both methods off
 * @returns `command` and `args` for spawn, and `env` (of this process's own variables only PATH, HOME and NODE_ENV,
 *   which Kratos ignores)
 */
export function deployedKratos(
  binary: string,
  dsn: string,
  methods: SignInMethodVariables,
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const app = APP_ORIGIN;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: process.env.NODE_ENV,
    // compose.yaml's kratos service, with APP_ORIGIN and APP_HOST of this topology.
    DSN: dsn,
    SECRETS_COOKIE_0: 'e2e-production-cookie-secret-of-32-or-more-characters',
    SECRETS_CIPHER_0: 'e2e-production-cipher-32-chars!!',
    SERVE_PUBLIC_BASE_URL: `${app}/auth/`,
    COOKIES_DOMAIN: new URL(app).hostname,
    SESSION_COOKIE_DOMAIN: new URL(app).hostname,
    COURIER_SMTP_CONNECTION_URI: 'smtps://e2e:unused@127.0.0.1:465/',
    COURIER_SMTP_FROM_ADDRESS: 'no-reply@ramp.example',
    SELFSERVICE_DEFAULT_BROWSER_RETURN_URL: `${app}/transactions`,
    SELFSERVICE_ALLOWED_RETURN_URLS_0: app,
    SELFSERVICE_FLOWS_ERROR_UI_URL: `${app}/error`,
    SELFSERVICE_FLOWS_SETTINGS_UI_URL: `${app}/security`,
    SELFSERVICE_FLOWS_RECOVERY_UI_URL: `${app}/recovery`,
    SELFSERVICE_FLOWS_VERIFICATION_UI_URL: `${app}/verification`,
    SELFSERVICE_FLOWS_VERIFICATION_AFTER_DEFAULT_BROWSER_RETURN_URL: `${app}/transactions`,
    SELFSERVICE_FLOWS_LOGOUT_AFTER_DEFAULT_BROWSER_RETURN_URL: `${app}/login`,
    SELFSERVICE_FLOWS_LOGIN_UI_URL: `${app}/login`,
    SELFSERVICE_FLOWS_REGISTRATION_UI_URL: `${app}/registration`,
    ...methods,
    // The container's paths and addresses, for this machine.
    SERVE_PUBLIC_HOST: '127.0.0.1',
    SERVE_ADMIN_HOST: '127.0.0.1',
    IDENTITY_SCHEMAS_0_URL: `file://${path.join(IDENTITY_DIR, 'identity.schema.json')}`,
    SELFSERVICE_METHODS_OIDC_CONFIG_PROVIDERS_0_MAPPER_URL: `file://${path.join(IDENTITY_DIR, 'oidc-mapper.jsonnet')}`,
    // This machine reaches no internet: the breached-password check (api.pwnedpasswords.com) would hold every new
    // password until its timeout. Production keeps it on.
    SELFSERVICE_METHODS_PASSWORD_CONFIG_HAVEIBEENPWNED_ENABLED: 'false',
  };
  return {
    command: '/bin/sh',
    args: [
      path.join(DEPLOY_DIR, 'kratos-methods.sh'),
      binary,
      'serve',
      '-c',
      path.join(DEPLOY_DIR, 'kratos.yml'),
      '--watch-courier',
      '--sqa-opt-out',
    ],
    env,
  };
}
