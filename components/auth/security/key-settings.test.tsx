/**
 * @jest-environment jest-fixed-jsdom
 *
 * The passkey card's list (passkeys are added with a name, listed and removed): Kratos v1.3.1's passkey method
 * stores no name and sends "unnamed", which the card replaces by a numbered name in the person's language; each
 * remove button submits its form (Ory Elements hands it over as type "button"), and stays disabled when Kratos
 * disables it (the last way in).
 */
import type { OryNodeSettingsButton } from '@ory/elements-react';
import { screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { PasskeySettings } from './key-settings';

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
  it('numbers passkeys Kratos calls "unnamed", in en and pt, and each remove button submits', () => {
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
    expect(remove.getAttribute('type')).toBe('submit');
    expect(remove.getAttribute('value')).toBe('b2');
  });

  it('says the name in Portuguese and keeps a remove Kratos disabled disabled', () => {
    render(
      <PasskeySettings triggerButton={trigger} removeButtons={[removeButton('a1', '', true)]} isSubmitting={false} />,
      { locale: 'pt' },
    );
    expect(screen.getByRole('button', { name: 'Remover Chave de acesso 1' }).hasAttribute('disabled')).toBe(true);
  });
});
