/**
 * @jest-environment jest-fixed-jsdom
 *
 * The Google card (link and unlink, refused with a clear message when it is the only way in):
 * when Kratos offers neither a link nor an unlink node (Google linked and nothing else to sign in with), the card
 * says so in the person's language instead of showing a button that would fail. The disconnect looks destructive
 * and asks first; only its confirm submits the unlink.
 */
import type { OryNodeSettingsButton } from '@ory/elements-react';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SecurityTextsProvider } from '@/components/account/security-texts';
import { buttonVariants } from '@/components/ui/button';
import { renderWithIntl } from '@/lib/i18n/test-intl';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { SsoSettings } from './sso-settings';

const render = (ui: ReactElement, options?: { locale?: 'en' | 'pt' }) =>
  renderWithIntl(<SecurityTextsProvider>{ui}</SecurityTextsProvider>, options);

const unlinkGoogle = {
  type: 'input',
  group: 'oidc',
  messages: [],
  attributes: { name: 'unlink', value: 'google', type: 'submit', node_type: 'input' },
  meta: {},
  onClick: () => undefined,
  buttonProps: { name: 'unlink', value: 'google', type: 'submit', onClick: () => undefined },
} as unknown as OryNodeSettingsButton;

describe('SsoSettings', () => {
  it('explains, in en and pt, that Google is the only way in when Kratos offers no unlink', () => {
    const { unmount } = render(<SsoSettings linkButtons={[]} unlinkButtons={[]} isSubmitting={false} />);
    expect(screen.getByTestId('oidc-only-way-in').textContent).toBe(en.auth.securityCards.oidc.onlyWayIn);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<SsoSettings linkButtons={[]} unlinkButtons={[]} isSubmitting={false} />, { locale: 'pt' });
    expect(screen.getByTestId('oidc-only-way-in').textContent).toBe(pt.auth.securityCards.oidc.onlyWayIn);
  });

  it('offers the disconnect when Kratos does, without the only-way-in sentence', () => {
    render(<SsoSettings linkButtons={[]} unlinkButtons={[unlinkGoogle]} isSubmitting={false} />);
    expect(screen.getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
    expect(screen.queryByTestId('oidc-only-way-in')).toBeNull();
  });

  it('the disconnect is a danger button that asks first; Escape keeps Google, the confirm submits the unlink', () => {
    render(<SsoSettings linkButtons={[]} unlinkButtons={[unlinkGoogle]} isSubmitting={false} />);
    const disconnect = screen.getByRole('button', { name: 'Disconnect Google' });
    expect(disconnect.className).toBe(buttonVariants({ variant: 'danger', width: 'full' }));
    expect(disconnect.getAttribute('type')).toBe('button');
    fireEvent.click(disconnect);
    const question = screen.getByRole('group', { name: /^Disconnect Google\? You will no longer be able to sign in/ });
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    const confirm = screen.getByTestId('oidc-unlink-confirm');
    expect(confirm.textContent).toBe('Disconnect');
    expect([confirm.getAttribute('type'), confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'submit',
      'unlink',
      'google',
    ]);
  });
});
