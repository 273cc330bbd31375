/**
 * @jest-environment jest-fixed-jsdom
 *
 * The Google card (link and unlink, refused with a clear message when it is the only way in):
 * when Kratos offers neither a link nor an unlink node (Google linked and nothing else to sign in with), the card
 * says so in the person's language instead of showing a button that would fail.
 */
import type { OryNodeSettingsButton } from '@ory/elements-react';
import { screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { SsoSettings } from './sso-settings';

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
});
