/**
 * @jest-environment jest-fixed-jsdom
 *
 * The final step's copy button: a 44 px target named by its label, "Copied" once the clipboard took the exact
 * value, "Could not copy" and a logged warning when the browser refuses or has no clipboard API.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { CopyValue } from './copy-value';

const props = { label: 'Copy the memo', copied: 'Copied', failed: 'Could not copy' };

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe('CopyValue', () => {
  it('copies the exact value and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<CopyValue value="ABCDEF12" {...props} />);
    const button = screen.getByRole('button', { name: 'Copy the memo' });
    expect(button.className).toMatch(/min-h-11 min-w-11/);
    fireEvent.click(button);
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('ABCDEF12');
  });

  it.each([
    ['refuses the write', { writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError')) }],
    ['has no clipboard API', undefined],
  ])('says "Could not copy" and warns when the browser %s', async (_, clipboard) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClipboard(clipboard);
    render(<CopyValue value="x" {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the memo' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[copy] could not copy to the clipboard', expect.any(Error));
    warn.mockRestore();
  });
});
