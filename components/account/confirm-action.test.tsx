/**
 * @jest-environment jest-fixed-jsdom
 *
 * The ask-first pattern of the account screens (./confirm-action.tsx over components/ui/confirm-prompt.tsx): the
 * first press asks, focus goes to the confirm button, Escape or the cancel button takes the question away without
 * acting and gives the focus back, and the confirm acts.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { ConfirmAction } from './confirm-action';

function renderAction(onConfirm: () => Promise<void>) {
  return render(
    <ConfirmAction
      label="Sign out"
      accessibleName="Sign out Chrome 131 on Linux"
      question="Sign out Chrome 131 on Linux?"
      confirmLabel="Sign out"
      failedText="That did not work."
      onConfirm={onConfirm}
      testId="revoke"
    />,
  );
}

describe('ConfirmAction', () => {
  it('asks first: focus on the confirm, Escape cancels without acting and gives the focus back', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    renderAction(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Chrome 131 on Linux' }));
    const group = screen.getByRole('group', { name: 'Sign out Chrome 131 on Linux?' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('revoke-confirm')));
    fireEvent.keyDown(group, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out Chrome 131 on Linux' })),
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the cancel button cancels too; the confirm acts and closes the question', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    renderAction(onConfirm);
    fireEvent.click(screen.getByTestId('revoke'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('revoke'));
    fireEvent.click(screen.getByTestId('revoke-confirm'));
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a failure is said, and the question stays to try again', async () => {
    renderAction(() => Promise.reject(new Error('refused')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('revoke'));
    fireEvent.click(screen.getByTestId('revoke-confirm'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'That did not work.');
    expect(screen.getByTestId('revoke-confirm')).toBeTruthy();
  });
});
