/**
 * @jest-environment jest-fixed-jsdom
 *
 * The authenticator-app card (Kratos `totp` group): without the app, the QR code, the secret, the code field and the
 * card's save button stay hidden until the person asks for the set-up, and the focus then moves to the revealed
 * instructions; with the app, "Turn off the authenticator app" is a danger button that asks first, and only its
 * confirm submits Kratos's totp_unlink.
 */
import type { OrySettingsTotpProps } from '@ory/elements-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SecurityTextsProvider } from '@/components/account/security-texts';
import { buttonVariants } from '@/components/ui/button';
import { renderWithIntl } from '@/lib/i18n/test-intl';
import { TotpSetUpFooter, TotpSetUpState } from './totp-set-up';
import { TotpSettings } from './totp-settings';

let nodes: Array<{ group: string; attributes: object; messages?: unknown[] }> = [];

jest.mock('@ory/elements-react', () => ({
  useOryFlow: () => ({ flow: { ui: { nodes } }, formState: { isSubmitting: false, isReady: true } }),
  Node: ({ node }: { node: { attributes: { name: string } } }) => (
    <input name={node.attributes.name} aria-label="Verification code" />
  ),
}));

const setUpNodes = {
  totpImage: { attributes: { src: 'data:image/png;base64,AAAA' } },
  totpSecret: { attributes: { text: { text: 'JBSWY3DPEHPK3PXP' } } },
  totpInput: { attributes: { name: 'totp_code' } },
} as unknown as Pick<OrySettingsTotpProps, 'totpImage' | 'totpSecret' | 'totpInput'>;

/** The card as SettingsSection renders it: content, then the footer with Kratos's save button. */
function renderCard(props: Partial<OrySettingsTotpProps>, locale: 'en' | 'pt' = 'en') {
  return renderWithIntl(
    <SecurityTextsProvider>
      <TotpSetUpState>
        <TotpSettings
          totpImage={undefined}
          totpSecret={undefined}
          totpInput={undefined}
          totpUnlink={undefined}
          onUnlink={() => undefined}
          isSubmitting={false}
          {...props}
        />
        <TotpSetUpFooter>
          <button type="submit" name="method" value="totp">
            Save
          </button>
        </TotpSetUpFooter>
      </TotpSetUpState>
    </SecurityTextsProvider>,
    { locale },
  );
}

beforeEach(() => {
  nodes = [];
});

describe('TotpSettings: the set-up on request', () => {
  it('shows no QR code, secret, code field or save button until "Set up an authenticator app" is pressed', async () => {
    renderCard(setUpNodes);
    expect(screen.queryByTestId('totp-qr')).toBeNull();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(screen.getByTestId('totp-qr')).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Scan the QR code/));
  });

  it('names the set-up in Portuguese', () => {
    renderCard(setUpNodes, 'pt');
    expect(screen.getByRole('button', { name: 'Configurar um app autenticador' })).toBeTruthy();
  });

  it('stays open, without moving the focus, once Kratos answered a code (a wrong code)', () => {
    nodes = [{ group: 'totp', attributes: { name: 'totp_code' }, messages: [{ id: 4000008, type: 'error' }] }];
    renderCard(setUpNodes);
    expect(screen.getByTestId('totp-qr')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('TotpSettings: turning the app off', () => {
  const totpUnlink = {
    attributes: { name: 'totp_unlink', value: true },
  } as unknown as OrySettingsTotpProps['totpUnlink'];

  it('is a danger button named for what it turns off, which asks first; Escape cancels', () => {
    const onUnlink = jest.fn();
    renderCard({ totpUnlink, onUnlink });
    const turnOff = screen.getByRole('button', { name: 'Turn off the authenticator app' });
    expect(turnOff.className).toBe(buttonVariants({ variant: 'danger', width: 'full' }));
    expect(turnOff.getAttribute('type')).toBe('button');
    fireEvent.click(turnOff);
    const question = screen.getByRole('group', {
      name: 'Turn off the authenticator app? Signing in will no longer ask for its code.',
    });
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(onUnlink).not.toHaveBeenCalled();
  });

  it('the confirm submits totp_unlink (in pt: "Desativar", or "Manter ativado")', () => {
    const onUnlink = jest.fn();
    renderCard({ totpUnlink, onUnlink }, 'pt');
    fireEvent.click(screen.getByRole('button', { name: 'Desativar o app autenticador' }));
    expect(screen.getByRole('button', { name: 'Manter ativado' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Desativar' });
    expect([confirm.getAttribute('type'), confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'submit',
      'totp_unlink',
      'true',
    ]);
    expect(confirm.className).toBe(buttonVariants({ variant: 'danger' }));
    fireEvent.click(confirm);
    expect(onUnlink).toHaveBeenCalledTimes(1);
  });
});
