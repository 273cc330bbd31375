import { nodesForVariant, prefillCode } from './nodes';

const node = (group: string, name: string, type: string) => ({
  group,
  type: 'input',
  attributes: { node_type: 'input', name, type },
});
const nodes = [
  node('oidc', 'provider', 'submit'),
  node('default', 'csrf_token', 'hidden'),
  node('default', 'identifier', 'text'),
  node('code', 'method', 'submit'),
  node('password', 'password', 'password'),
  node('password', 'method', 'submit'),
];
const names = (list: typeof nodes) => list.map((n) => `${n.group}:${n.attributes.name}`);

describe('nodesForVariant', () => {
  it('default: every node', () => {
    expect(nodesForVariant(nodes, 'default')).toEqual(nodes);
  });

  it('login: password and email code, no SSO buttons', () => {
    expect(names(nodesForVariant(nodes, 'login'))).toEqual([
      'default:csrf_token',
      'default:identifier',
      'code:method',
      'password:password',
      'password:method',
    ]);
  });

  it('google: only the SSO buttons and the hidden fields they submit with', () => {
    expect(names(nodesForVariant(nodes, 'google'))).toEqual(['oidc:provider', 'default:csrf_token']);
  });

  it('does not change its input', () => {
    const copy = [...nodes];
    nodesForVariant(nodes, 'login');
    expect(nodes).toEqual(copy);
  });
});

describe('prefillCode (spec §2 `code` query parameter)', () => {
  const codeInput = { group: 'code', attributes: { node_type: 'input', name: 'code', type: 'text', value: '' } };
  const email = { group: 'code', attributes: { node_type: 'input', name: 'email', type: 'email', value: '' } };

  it('fills the empty code input with a code of digits and leaves the rest alone', () => {
    const [filledCode, filledEmail] = prefillCode([codeInput, email], '123456');
    expect(filledCode!.attributes).toMatchObject({ name: 'code', value: '123456' });
    expect(filledEmail).toBe(email);
  });

  it('ignores anything that is not 4–8 digits, and keeps a value Kratos already set', () => {
    const nodes = [codeInput];
    expect(prefillCode(nodes, '<script>')).toBe(nodes);
    expect(prefillCode(nodes, '123456789')).toBe(nodes);
    expect(prefillCode(nodes, undefined)).toBe(nodes);
    const kept = { ...codeInput, attributes: { ...codeInput.attributes, value: '999999' } };
    expect(prefillCode([kept], '123456')[0]).toBe(kept);
  });
});
