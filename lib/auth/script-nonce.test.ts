import type { KratosFlow } from './kratos';
import { withScriptNonce } from './script-nonce';

const flow = {
  id: 'f1',
  ui: {
    action: 'http://localhost:3000/auth/self-service/login?flow=f1',
    method: 'POST',
    nodes: [
      {
        type: 'script',
        group: 'passkey',
        attributes: {
          node_type: 'script',
          src: '/auth/.well-known/ory/webauthn.js',
          nonce: 'kratos-own',
          integrity: 'x',
        },
        messages: [],
        meta: {},
      },
      {
        type: 'input',
        group: 'default',
        attributes: { node_type: 'input', name: 'csrf_token', value: 't' },
        messages: [],
        meta: {},
      },
    ],
  },
} as KratosFlow;

describe('withScriptNonce: Kratos script nodes run under the page policy', () => {
  it("gives every script node the request's nonce and leaves the others and the input untouched", () => {
    const out = withScriptNonce(flow, 'req-nonce');
    expect(out.ui.nodes[0]!.attributes).toMatchObject({ nonce: 'req-nonce', integrity: 'x' });
    expect(out.ui.nodes[1]).toBe(flow.ui.nodes[1]);
    expect(flow.ui.nodes[0]!.attributes).toMatchObject({ nonce: 'kratos-own' });
  });

  it('without a nonce (no policy on the request) the flow is returned as it is', () => {
    expect(withScriptNonce(flow, undefined)).toBe(flow);
  });
});
