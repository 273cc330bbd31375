import { takeOnloadTriggers } from './onload-triggers';

const passkeyLogin = {
  type: 'input',
  group: 'passkey',
  attributes: {
    node_type: 'input',
    name: 'passkey_login',
    type: 'hidden',
    onload: 'window.oryPasskeyLoginAutocompleteInit()',
    onloadTrigger: 'oryPasskeyLoginAutocompleteInit',
  },
};
const csrf = {
  type: 'input',
  group: 'default',
  attributes: { node_type: 'input', name: 'csrf_token', type: 'hidden' },
};

describe('takeOnloadTriggers', () => {
  it('takes the passkey autocomplete trigger off its node, once, and keeps every other node as it is', () => {
    const { nodes, triggers } = takeOnloadTriggers([csrf, passkeyLogin, { ...passkeyLogin }]);
    expect(triggers).toEqual(['oryPasskeyLoginAutocompleteInit']);
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toBe(csrf);
    expect(nodes[1]!.attributes).toEqual({ node_type: 'input', name: 'passkey_login', type: 'hidden' });
    expect(passkeyLogin.attributes.onloadTrigger).toBe('oryPasskeyLoginAutocompleteInit');
  });

  it('never runs a name that is not one of Kratos’s script functions, and still takes it off the node', () => {
    const foreign = { ...passkeyLogin, attributes: { ...passkeyLogin.attributes, onloadTrigger: 'alert' } };
    const { nodes, triggers } = takeOnloadTriggers([foreign]);
    expect(triggers).toEqual([]);
    expect(nodes[0]!.attributes).not.toHaveProperty('onloadTrigger');
  });

  it('leaves a flow without triggers unchanged', () => {
    const { nodes, triggers } = takeOnloadTriggers([csrf]);
    expect(triggers).toEqual([]);
    expect(nodes).toEqual([csrf]);
  });
});
