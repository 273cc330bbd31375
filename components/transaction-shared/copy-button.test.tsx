/**
 * @jest-environment jest-fixed-jsdom
 *
 * The copy button (copyable issuer, account, memo): "Copied" when the clipboard took the value; "Could not
 * copy" and a logged warning when the browser has no clipboard API or refuses the write (never a silent failure).
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { CopyButton } from './copy-button';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe('CopyButton', () => {
  it('copies the exact value and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<CopyButton value="GABC MEMO" label="Copy the memo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the memo' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('GABC MEMO');
  });

  it('says "Could not copy" and warns when the browser refuses the write', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError')) });
    render(<CopyButton value="x" label="Copy the memo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the memo' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[copy] could not copy to the clipboard', expect.any(Error));
    warn.mockRestore();
  });

  it('says "Could not copy" and warns where there is no clipboard API', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClipboard(undefined);
    render(<CopyButton value="x" label="Copy the memo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the memo' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
