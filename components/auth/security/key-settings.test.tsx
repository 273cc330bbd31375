/**
 * @jest-environment jest-fixed-jsdom
 *
 * The passkey card's list (passkeys are added with a name, listed and removed): Kratos v1.3.1's passkey method
 * stores no name and sends "unnamed", which the card replaces by a numbered name in the person's language; each
 * remove button looks destructive, says which passkey it removes and asks first; only the confirm submits its form
 * (Ory Elements hands it over as type "button"), and the button stays disabled when Kratos disables it (the last way
 * in).
 */
import type { OryNodeSettingsButton } from '@ory/elements-react';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SecurityTextsProvider } from '@/components/account/security-texts';
import { buttonVariants } from '@/components/ui/button';
import { renderWithIntl } from '@/lib/i18n/test-intl';
import { PasskeySettings } from './key-settings';

const render = (ui: ReactElement, options?: { locale?: 'en' | 'pt' }) =>
  renderWithIntl(<SecurityTextsProvider>{ui}</SecurityTextsProvider>, options);

function removeButton(id: string, displayName: string, disabled = false): OryNodeSettingsButton {
  return {
    type: 'input',
    group: 'passkey',
    messages: [],
    attributes: { name: 'passkey_remove', value: id, type: 'submit', node_type: 'input', disabled },
    meta: { label: { id: 1050020, text: 'Remove', type: 'info', context: { display_name: displayName } } },
    onClick: () => undefined,
    buttonProps: { name: 'passkey_remove', value: id, type: 'button', onClick: () => undefined },
  } as unknown as OryNodeSettingsButton;
}

const trigger = {
  type: 'input',
  group: 'passkey',
  messages: [],
  attributes: { name: 'passkey_register_trigger', value: '', type: 'button', node_type: 'input' },
  meta: {},
  onClick: () => undefined,
  buttonProps: { name: 'passkey_register_trigger', value: '', type: 'button', onClick: () => undefined },
} as unknown as OryNodeSettingsButton;

describe('PasskeySettings', () => {
  it('numbers passkeys Kratos calls "unnamed", in en, and each remove asks before it submits', () => {
    render(
      <PasskeySettings
        triggerButton={trigger}
        removeButtons={[removeButton('a1', 'unnamed'), removeButton('b2', 'unnamed')]}
        isSubmitting={false}
      />,
    );
    expect(screen.getByText('Passkey 1')).toBeTruthy();
    expect(screen.getByText('Passkey 2')).toBeTruthy();
    expect(screen.queryByText('unnamed')).toBeNull();
    const remove = screen.getByRole('button', { name: 'Remove Passkey 2' });
    expect(remove.className).toBe(buttonVariants({ variant: 'danger' }));
    // A plain button (it submits nothing) with the node's name and value, by which the deferred form knows it.
    expect([remove.getAttribute('type'), remove.getAttribute('name'), remove.getAttribute('value')]).toEqual([
      'button',
      'passkey_remove',
      'b2',
    ]);
    fireEvent.click(remove);
    const question = screen.getByRole('group', {
      name: 'Remove Passkey 2? You will no longer be able to sign in with it.',
    });
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(question.contains(confirm)).toBe(true);
    expect(confirm.getAttribute('type')).toBe('submit');
    expect(confirm.getAttribute('name')).toBe('passkey_remove');
    expect(confirm.getAttribute('value')).toBe('b2');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Passkey 2' })).toBeTruthy();
  });

  it('says the name and the question in Portuguese and keeps a remove Kratos disabled disabled', () => {
    render(
      <PasskeySettings
        triggerButton={trigger}
        removeButtons={[removeButton('a1', ''), removeButton('b2', '', true)]}
        isSubmitting={false}
      />,
      { locale: 'pt' },
    );
    expect(screen.getByRole('button', { name: 'Remover Chave de acesso 2' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Chave de acesso 1' }));
    expect(
      screen.getByRole('group', { name: 'Remover Chave de acesso 1? Você não vai mais poder entrar com ela.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manter' })).toBeTruthy();
  });
});
