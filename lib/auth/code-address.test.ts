/** @jest-environment node */
import { codeAddress, identityAddress, isEmailAddress } from './code-address';

/** A Kratos input node as the code step holds it. */
const input = (name: string, value: unknown, type = 'hidden') => ({
  group: 'code',
  attributes: { node_type: 'input', name, value, type },
});

describe('codeAddress (the address a code went to, from the code step of each flow)', () => {
  it.each([
    ['login: the hidden identifier', [input('csrf_token', 'x'), input('identifier', 'ana@example.com')]],
    ['registration: the hidden traits.email', [input('traits.email', ' ana@example.com ')]],
    ['recovery and verification: the e-mail of "Resend code"', [input('email', 'ana@example.com', 'submit')]],
  ])('%s', (_, nodes) => {
    expect(codeAddress(nodes)).toBe('ana@example.com');
  });

  it('is null without an address: a verification Kratos started itself, or an identifier that is no address', () => {
    expect(codeAddress([input('code', ''), input('method', 'code')])).toBeNull();
    expect(codeAddress([input('identifier', 'ana')])).toBeNull();
    const script = { group: 'default', attributes: { node_type: 'script', src: 'x' } };
    expect(codeAddress([script])).toBeNull();
  });
});

describe('isEmailAddress', () => {
  it('takes one address on one line, of at most 320 characters', () => {
    expect(isEmailAddress('ana@example.com')).toBe(true);
    expect(isEmailAddress('ana example@example.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(320)}@example.com`)).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });
});

describe('identityAddress (a signed-in identity for a verification flow without an address)', () => {
  it('reads the e-mail trait', () => {
    expect(identityAddress({ email: 'ana@example.com' })).toBe('ana@example.com');
    expect(identityAddress({})).toBeNull();
    expect(identityAddress(undefined)).toBeNull();
  });
});
