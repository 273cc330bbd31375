import { isKratosAuthenticationMethod, offersGoogle, offersOidcProvider, offersPasskey } from './sign-in-methods';

const input = (group: string, name: string, type: string, value?: string) => ({
  group,
  type: 'input',
  attributes: { node_type: 'input', name, type, ...(value === undefined ? {} : { value }) },
});

/** A login flow of a Kratos whose only methods are password and code (deploy/kratos.yml without the method variables). */
const basic = [
  input('default', 'csrf_token', 'hidden', 'token'),
  input('default', 'identifier', 'text'),
  input('password', 'password', 'password'),
  input('password', 'method', 'submit', 'password'),
  input('code', 'method', 'submit', 'code'),
];

/** The nodes Kratos v1.3.1 adds with Google (oidc provider id google) and passkeys switched on. */
const google = input('oidc', 'provider', 'submit', 'google');
const passkey = [
  input('passkey', 'passkey_challenge', 'hidden', '{"publicKey":{}}'),
  input('passkey', 'passkey_login', 'hidden'),
  input('passkey', 'passkey_login_trigger', 'button'),
];

describe('offersGoogle', () => {
  it('is false for a flow without OIDC nodes', () => {
    expect(offersGoogle(basic)).toBe(false);
  });

  it('is true when the flow has the google provider button', () => {
    expect(offersGoogle([...basic, google])).toBe(true);
  });

  it('is false for another provider only, or for a google value outside the oidc group', () => {
    expect(offersGoogle([...basic, input('oidc', 'provider', 'submit', 'github')])).toBe(false);
    expect(offersGoogle([...basic, input('default', 'provider', 'submit', 'google')])).toBe(false);
    expect(offersGoogle([...basic, input('oidc', 'link', 'submit', 'google')])).toBe(false);
  });
});

describe('offersOidcProvider', () => {
  it('matches the provider id exactly', () => {
    const nodes = [...basic, input('oidc', 'provider', 'submit', 'github')];
    expect(offersOidcProvider(nodes, 'github')).toBe(true);
    expect(offersOidcProvider(nodes, 'git')).toBe(false);
  });
});

describe('offersPasskey', () => {
  it('is false without passkey nodes (webauthn second-factor nodes do not count)', () => {
    expect(offersPasskey(basic)).toBe(false);
    expect(offersPasskey([...basic, input('webauthn', 'webauthn_login_trigger', 'button')])).toBe(false);
  });

  it('is true with the passkey group', () => {
    expect(offersPasskey([...basic, ...passkey])).toBe(true);
  });
});

describe('isKratosAuthenticationMethod', () => {
  it('knows the recovery methods Kratos records on a session, and not a made-up one', () => {
    expect(isKratosAuthenticationMethod('code_recovery')).toBe(true);
    expect(isKratosAuthenticationMethod('link_recovery')).toBe(true);
    expect(isKratosAuthenticationMethod('device_authorization')).toBe(false);
  });
});
