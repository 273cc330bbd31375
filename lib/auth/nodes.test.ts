import { nodesForVariant } from './nodes';

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
