/**
 * @jest-environment jest-fixed-jsdom
 *
 * "Turn off recovery codes" (Kratos `lookup_secret_disable`, rendered by Ory Elements in the card's footer): the
 * person sees one danger button named for what it turns off, which asks first; Escape or "Keep them" leaves the codes,
 * and only the confirm presses Kratos's own button. Any other footer node (create, confirm) is left as Ory Elements
 * renders it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { SecurityTextsProvider } from '@/components/account/security-texts';
import { buttonVariants } from '@/components/ui/button';
import { renderWithIntl } from '@/lib/i18n/test-intl';
import { RecoveryCodesFooter } from './recovery-codes-off';

let nodes: Array<{ group: string; attributes: object }> = [];

jest.mock('@ory/elements-react', () => ({
  useOryFlow: () => ({ flow: { ui: { nodes } }, formState: { isSubmitting: false, isReady: true } }),
}));

const disableNode = { group: 'lookup_secret', attributes: { name: 'lookup_secret_disable', type: 'submit' } };

function renderFooter(kratosPress: () => void, locale: 'en' | 'pt' = 'en', name = 'lookup_secret_disable') {
  return renderWithIntl(
    <SecurityTextsProvider>
      <RecoveryCodesFooter>
        <button type="button" name={name} value="true" onClick={kratosPress}>
          Kratos&apos;s {name}
        </button>
      </RecoveryCodesFooter>
    </SecurityTextsProvider>,
    { locale },
  );
}

describe('RecoveryCodesFooter', () => {
  beforeEach(() => {
    nodes = [disableNode];
  });

  it('shows one danger "Turn off recovery codes", which asks; Escape and "Keep them" press nothing', () => {
    const kratosPress = jest.fn();
    renderFooter(kratosPress);
    const [turnOff, ...others] = screen.getAllByRole('button', { name: 'Turn off recovery codes' });
    expect(others).toEqual([]);
    expect(turnOff!.className).toBe(buttonVariants({ variant: 'danger', width: 'full' }));
    fireEvent.click(turnOff!);
    const question = screen.getByRole('group', {
      name: 'Turn off recovery codes? The codes you saved will stop working.',
    });
    fireEvent.keyDown(question, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off recovery codes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(kratosPress).not.toHaveBeenCalled();
  });

  it("the confirm presses Kratos's button once (pt)", () => {
    const kratosPress = jest.fn();
    renderFooter(kratosPress, 'pt');
    fireEvent.click(screen.getByRole('button', { name: 'Desativar os códigos de recuperação' }));
    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(kratosPress).toHaveBeenCalledTimes(1);
  });

  it('leaves another footer node as it is', () => {
    nodes = [{ group: 'lookup_secret', attributes: { name: 'lookup_secret_regenerate', type: 'submit' } }];
    renderFooter(() => undefined, 'en', 'lookup_secret_regenerate');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      "Kratos's lookup_secret_regenerate",
    ]);
  });
});
