import {
  keyDisplayName,
  recoveryCodeState,
  recoveryCodesFile,
  sectionGroup,
  securityCardGroups,
  settingsNodeNamed,
  settingsNodesFor,
  totpSetUpUnderway,
} from './settings-groups';

const node = (group: string, attributes: object = { name: 'x', type: 'text' }) => ({ group, attributes });

describe('securityCardGroups (one card per node group the settings flow offers)', () => {
  it('keeps the card groups Kratos offers, once each, in card order', () => {
    const nodes = [
      node('default', { name: 'csrf_token', type: 'hidden' }),
      node('oidc'),
      node('profile'),
      node('lookup_secret'),
      node('password'),
      node('password'),
      node('totp'),
      node('passkey'),
    ];
    expect(securityCardGroups(nodes)).toEqual(['password', 'totp', 'lookup_secret', 'passkey', 'oidc']);
  });

  it('offers no card for groups that are not security methods', () => {
    expect(securityCardGroups([node('default'), node('profile'), node('code'), node('script')])).toEqual([]);
  });
});

describe('settingsNodesFor', () => {
  const nodes = [
    node('default', { name: 'csrf_token', type: 'hidden' }),
    node('profile', { name: 'traits.email', type: 'email' }),
    node('profile', { name: 'method', type: 'submit' }),
    node('password'),
    node('totp'),
  ];
  it('/security leaves the e-mail (profile group) to /profile', () => {
    expect(settingsNodesFor(nodes, 'security').map((n) => n.group)).toEqual(['default', 'password', 'totp']);
  });
  it("/profile's e-mail change keeps only the profile group and the hidden CSRF token", () => {
    expect(settingsNodesFor(nodes, 'profile').map((n) => n.group)).toEqual(['default', 'profile', 'profile']);
  });
});

describe('sectionGroup', () => {
  it('reads the group from the test id Ory Elements gives a settings section', () => {
    expect(sectionGroup('ory/screen/settings/group/lookup_secret')).toBe('lookup_secret');
    expect(sectionGroup('ory/screen/settings/group/totp')).toBe('totp');
  });
  it('is undefined for anything else', () => {
    expect(sectionGroup(undefined)).toBeUndefined();
    expect(sectionGroup('ory/screen/login')).toBeUndefined();
    expect(sectionGroup('ory/screen/settings/group/../x')).toBeUndefined();
  });
});

describe('recoveryCodeState', () => {
  it('counts used codes (Kratos text 1050014) apart from the usable ones', () => {
    const secrets = [
      { id: 1050009, text: 'aaaa1111' },
      { id: 1050014, text: 'Secret was used at 2026-11-24' },
      { id: 1050009, text: 'bbbb2222' },
    ];
    expect(recoveryCodeState(secrets)).toEqual({ unused: ['aaaa1111', 'bbbb2222'], used: 1 });
  });
  it('is empty before the codes are shown', () => {
    expect(recoveryCodeState(undefined)).toEqual({ unused: [], used: 0 });
  });
});

describe('recoveryCodesFile', () => {
  it('is a title, the date and one code per line', () => {
    expect(recoveryCodesFile(['a1', 'b2'], 'Ramp recovery codes', '2026-11-24T10:00:00Z')).toBe(
      'Ramp recovery codes\n2026-11-24T10:00:00Z\n\na1\nb2\n',
    );
  });
});

describe('keyDisplayName (passkeys listed by name)', () => {
  it("treats Kratos's placeholder for a passkey without a name as no name", () => {
    expect(keyDisplayName('unnamed')).toBeNull();
    expect(keyDisplayName('')).toBeNull();
    expect(keyDisplayName(undefined)).toBeNull();
  });

  it('keeps a name the person gave', () => {
    expect(keyDisplayName(' YubiKey 5 ')).toBe('YubiKey 5');
  });
});

describe('totpSetUpUnderway (the set-up stays open once Kratos answered a code)', () => {
  const code = (messages: unknown[]) => ({ ...node('totp', { name: 'totp_code', type: 'text' }), messages });
  it('is false for a fresh set-up, true when Kratos put a message on the code field', () => {
    expect(totpSetUpUnderway([node('totp', { name: 'method', type: 'submit' }), code([])])).toBe(false);
    expect(
      totpSetUpUnderway([code([{ id: 4000008, type: 'error', text: 'The provided authentication code is invalid' }])]),
    ).toBe(true);
  });
});

describe('settingsNodeNamed', () => {
  it('finds the node of an input name, or nothing', () => {
    const disable = node('lookup_secret', { name: 'lookup_secret_disable', type: 'submit' });
    expect(settingsNodeNamed([node('password'), disable], 'lookup_secret_disable')).toBe(disable);
    expect(settingsNodeNamed([node('password')], 'lookup_secret_disable')).toBeUndefined();
  });
});
