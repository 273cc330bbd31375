/**
 * @jest-environment jest-fixed-jsdom
 *
 * The session list of /security/history (spec §7 GET /sessions, DELETE /sessions/{id}, DELETE /sessions): two
 * sessions of one browser at one address have cards that differ (reference, sign-in time) and "Sign out" buttons of
 * different accessible names; a sign-out takes its card off the list at once and focus goes to the line saying so;
 * "Sign out all other devices" leaves this device alone; a refused DELETE keeps the card and says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kratosSessionSchema, sessionRows } from '@/lib/auth/session-rows';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { SessionList } from './session-list';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const session = (id: string, authenticatedAt: string) =>
  kratosSessionSchema.parse({
    id,
    active: true,
    authenticated_at: authenticatedAt,
    expires_at: '2026-11-29T14:02:00Z',
    authenticator_assurance_level: 'aal1',
    authentication_methods: [{ method: 'password', aal: 'aal1', completed_at: authenticatedAt }],
    devices: [{ ip_address: '198.51.100.4', user_agent: CHROME_LINUX, location: '' }],
  });

const ME = '11111111-aaaa-4000-8000-000000000000';
const FIRST = '0a1b2c3d-aaaa-4000-8000-000000000001';
const SECOND = '5e6f7a8b-aaaa-4000-8000-000000000002';
const rows = () =>
  sessionRows(session(ME, '2026-11-28T15:00:00Z'), [
    session(FIRST, '2026-11-28T14:02:00Z'),
    session(SECOND, '2026-11-28T14:09:00Z'),
  ]);

const calls: string[] = [];
let status = 204;

beforeEach(() => {
  calls.length = 0;
  status = 204;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Response(null, { status });
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const cards = () => screen.getAllByTestId('session');
const card = (reference: string) => cards().find((c) => c.textContent?.includes(reference))!;

describe('SessionList', () => {
  it('names the device, the session and its sign-in time in each "Sign out" button', () => {
    render(<SessionList initialRows={rows()} initialNextPageToken={null} />);
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /this device/i })).toBeNull();
    const first = within(card('0a1b2c3d')).getByTestId('revoke-session');
    expect(first.textContent).toBe('Sign out');
    // The accessible names (testing-library computes them as browsers do): the device, the session, its sign-in.
    expect(
      within(card('0a1b2c3d')).getByRole('button', {
        name: 'Sign out Chrome 131 on Linux, session 0a1b2c3d, signed in Nov 28, 2026, 2:02 PM',
      }),
    ).toBe(first);
    expect(
      within(card('5e6f7a8b')).getByRole('button', {
        name: 'Sign out Chrome 131 on Linux, session 5e6f7a8b, signed in Nov 28, 2026, 2:09 PM',
      }),
    ).toBe(within(card('5e6f7a8b')).getByTestId('revoke-session'));
    expect(within(card('0a1b2c3d')).getByTestId('session-reference').textContent).toContain('0a1b2c3d');
    expect(
      within(card('0a1b2c3d')).getByTestId('session-signed-in').querySelector('time')?.getAttribute('datetime'),
    ).toBe('2026-11-28T14:02:00Z');
    expect(within(card('0a1b2c3d')).getByTestId('session-methods').textContent).toContain('Password · one step');
    // This device has no button of its own.
    expect(within(cards()[0]!).queryByTestId('revoke-session')).toBeNull();
  });

  it('says the same in Portuguese', () => {
    render(<SessionList initialRows={rows()} initialNextPageToken={null} />, { locale: 'pt' });
    const first = within(card('0a1b2c3d')).getByTestId('revoke-session');
    expect(first.textContent).toBe('Desconectar');
    expect(
      within(card('0a1b2c3d')).getByRole('button', {
        name: /^Desconectar Chrome 131 no Linux, sessão 0a1b2c3d, entrou em 28 de nov\. de 2026/,
      }),
    ).toBe(first);
  });

  it('takes a signed-out session off the list at once and moves focus to the line saying so', async () => {
    render(<SessionList initialRows={rows()} initialNextPageToken={null} />);
    fireEvent.click(within(card('0a1b2c3d')).getByTestId('revoke-session'));
    fireEvent.click(within(card('0a1b2c3d')).getByTestId('revoke-session-confirm'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls).toEqual([`DELETE /auth/sessions/${FIRST}`]);
    expect(screen.queryByText(/0a1b2c3d/, { selector: '[data-testid="session"] *' })).toBeNull();
    const notice = screen.getByTestId('sessions-notice');
    expect(notice.textContent).toContain('Signed out Chrome 131 on Linux, session 0a1b2c3d.');
    expect(document.activeElement).toBe(notice);
  });

  it('leaves only this device after "Sign out all other devices", without a page load', async () => {
    render(<SessionList initialRows={rows()} initialNextPageToken="next-page" />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('revoke-others'));
    fireEvent.click(screen.getByTestId('revoke-others-confirm'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls).toEqual(['DELETE /auth/sessions']);
    expect(cards()[0]?.getAttribute('data-current')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('no-other-sessions'));
  });

  it('keeps the card and says so when Kratos refuses the sign-out', async () => {
    status = 500;
    render(<SessionList initialRows={rows()} initialNextPageToken={null} />);
    fireEvent.click(within(card('5e6f7a8b')).getByTestId('revoke-session'));
    fireEvent.click(within(card('5e6f7a8b')).getByTestId('revoke-session-confirm'));
    expect((await within(card('5e6f7a8b')).findByRole('alert')).textContent).toContain('That did not work');
    expect(cards()).toHaveLength(3);
  });
});
