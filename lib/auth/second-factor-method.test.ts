/** @jest-environment node */
import { isSecondFactorStep, offeredMethods, soleSecondFactor, withSoleSecondFactor } from './second-factor-method';

/** A visible input or submit of a method group, or a hidden one. */
const node = (group: string, name: string, type = 'text', messages: unknown[] = []) => ({
  group,
  attributes: { node_type: 'input', name, type },
  messages,
});
const csrf = node('default', 'csrf_token', 'hidden');
const totp = [node('totp', 'totp_code'), node('totp', 'method', 'submit')];
const lookup = [node('lookup_secret', 'lookup_secret'), node('lookup_secret', 'method', 'submit')];
const webauthn = [node('webauthn', 'webauthn_login_trigger', 'button')];
const aal2 = (nodes: ReturnType<typeof node>[], extra: object = {}) => ({
  requested_aal: 'aal2',
  ui: { nodes: [csrf, ...nodes] },
  ...extra,
});

describe('the second-factor step (requested_aal aal2)', () => {
  it('is a login for the second factor, not a re-authentication', () => {
    expect(isSecondFactorStep({ requested_aal: 'aal2' })).toBe(true);
    expect(isSecondFactorStep({ requested_aal: 'aal2', refresh: true })).toBe(false);
    expect(isSecondFactorStep({ requested_aal: 'aal1' })).toBe(false);
  });

  it('lists the methods with a visible node, in the flow order', () => {
    expect(offeredMethods([csrf, ...totp, ...lookup, node('oidc', 'provider', 'submit')])).toEqual([
      'totp',
      'lookup_secret',
    ]);
  });

  it.each([
    ['the authenticator app beside recovery codes: the app', aal2([...totp, ...lookup]), 'totp'],
    ['the authenticator app alone: the app', aal2(totp), 'totp'],
    ['recovery codes alone: left to Ory Elements', aal2(lookup), null],
    ['two second factors: the person chooses', aal2([...totp, ...webauthn, ...lookup]), null],
    ['a method already active', aal2([...totp, ...lookup], { active: 'lookup_secret' }), null],
    [
      'an answer on a node (a wrong code)',
      aal2([node('totp', 'totp_code', 'text', [{ id: 4000008 }]), ...lookup]),
      null,
    ],
    ['a first-factor login', { ui: { nodes: [csrf, ...totp] } }, null],
    ['a re-authentication', aal2([...totp, ...lookup], { refresh: true }), null],
    ['an e-mail code (sent on choice)', aal2([node('code', 'method', 'submit'), ...lookup]), null],
  ])('opens at once on its one second factor: %s', (_, flow, method) => {
    expect(soleSecondFactor(flow)).toBe(method);
  });

  it('hands Ory Elements the flow with that method active, and any other flow as it is', () => {
    const flow = aal2([...totp, ...lookup]);
    expect(withSoleSecondFactor(flow)).toEqual({ ...flow, active: 'totp' });
    const several = aal2([...totp, ...webauthn]);
    expect(withSoleSecondFactor(several)).toBe(several);
  });
});
