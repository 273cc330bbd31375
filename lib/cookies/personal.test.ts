import { COOKIE } from './index';
import { PERSONAL_COOKIES, belongsToAnotherPerson, identityEmail } from './personal';

describe("the person's cookies", () => {
  it('are the e-mail, country, order form, signed order, filters and transaction id; not theme or language', () => {
    expect([...PERSONAL_COOKIES].sort()).toEqual(
      [
        COOKIE.userEmail,
        COOKIE.countryResidence,
        COOKIE.orderFormData,
        COOKIE.transactionSignatureData,
        COOKIE.transactionGUID,
        COOKIE.transactionFilters,
      ].sort(),
    );
    expect(PERSONAL_COOKIES).not.toContain(COOKIE.theme);
    expect(PERSONAL_COOKIES).not.toContain(COOKIE.language);
  });

  it.each([
    ['a@example.com', 'b@example.com', true],
    ['A@Example.com', 'a@example.com', false],
    [undefined, 'b@example.com', false],
    ['a@example.com', null, false],
  ])('cookie %s, signed in as %s → belongs to another person: %s', (cookie, identity, expected) => {
    expect(belongsToAnotherPerson(cookie, identity)).toBe(expected);
  });

  it("reads the identity's e-mail trait", () => {
    expect(identityEmail({ identity: { traits: { email: 'demo@example.com' } } })).toBe('demo@example.com');
    expect(identityEmail({ identity: { traits: {} } })).toBeNull();
    expect(identityEmail(null)).toBeNull();
  });
});
