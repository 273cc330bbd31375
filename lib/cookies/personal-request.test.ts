import { PERSONAL_COOKIES, belongsToAnotherPerson, identityEmail } from './personal';
import { editCookieHeader, personalCookieExpiries } from './personal-request';

const session = (email: string) => ({ identity: { traits: { email } } });
/** What middleware.ts decides from the userEmail cookie and the whoami session. */
const holdsAnotherPersonsCookies = (cookie: string | undefined, who: ReturnType<typeof session> | null) =>
  belongsToAnotherPerson(cookie, identityEmail(who));

describe("middleware forgets another person's cookies before the page renders", () => {
  it('sees another person only when the userEmail cookie names someone else than the identity', () => {
    expect(holdsAnotherPersonsCookies('demo@example.com', session('fresh@example.com'))).toBe(true);
    expect(holdsAnotherPersonsCookies('demo@example.com', session('Demo@Example.com'))).toBe(false);
    expect(holdsAnotherPersonsCookies('demo@example.com', null)).toBe(false);
    expect(holdsAnotherPersonsCookies(undefined, session('fresh@example.com'))).toBe(false);
  });

  it("removes the personal cookies and keeps every other cookie byte for byte (Kratos's CSRF and session)", () => {
    const csrf = 'csrf_token_04b2=dwdW213B/FJTfDIJrqYSonX/olIMd007buQxEGcCi/E=';
    const session = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==';
    const header = `userEmail=demo%40example.com; ${csrf}; orderFormData=%7B%22amount%22%3A%22150%22%7D; ${session}; language=pt`;
    expect(editCookieHeader(header, { remove: PERSONAL_COOKIES })).toBe(`${csrf}; ${session}; language=pt`);
  });

  it('sets the widget choices in place of earlier ones, values URL-encoded like the app writes them', () => {
    expect(
      editCookieHeader('language=en; theme=light;x=a/b=', {
        set: [
          { name: 'language', value: 'pt' },
          { name: 'theme', value: 'dark' },
        ],
      }),
    ).toBe('x=a/b=; language=pt; theme=dark');
    expect(editCookieHeader(null, { set: [{ name: 'language', value: 'pt' }] })).toBe('language=pt');
    expect(editCookieHeader('userEmail=a', { remove: ['userEmail'] })).toBe('');
  });

  it('expires each cookie on the parent domain and host-only, with Lax at top level', () => {
    const lines = personalCookieExpiries('example.com', { sameSite: 'lax' });
    expect(lines).toHaveLength(PERSONAL_COOKIES.length * 2);
    expect(lines).toContain(
      'orderFormData=; Domain=example.com; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
    expect(lines).toContain('orderFormData=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
  });

  it('deletes in the partition of a cross-site frame, and host-only alone where there is no parent domain', () => {
    const lines = personalCookieExpiries(undefined, { sameSite: 'none', secure: true, partitioned: true });
    expect(lines).toHaveLength(PERSONAL_COOKIES.length);
    for (const line of lines) expect(line).toMatch(/; SameSite=None; Secure; Partitioned$/);
    expect(lines.some((line) => line.includes('Domain='))).toBe(false);
  });
});
