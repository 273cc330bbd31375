/**
 * @jest-environment jest-fixed-jsdom
 *
 * The copy button (issue #4: copyable issuer, account, memo): "Copied" when the clipboard took the value; "Could not
 * copy" and a logged warning when the browser has no clipboard API or refuses the write (never a silent failure).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';

// next-intl ships ES modules only (not transformed by this Jest config): a small stand-in over messages/en.json.
jest.mock('next-intl', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: its factory and the mocked module are reached with require
  const messages = require('@/messages/en.json') as Record<string, unknown>;
  const lookup = (ns: string, key: string) =>
    `${ns}.${key}`
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return {
    useTranslations: (ns: string) => (key: string) => {
      const found = lookup(ns, key);
      if (typeof found !== 'string') throw new Error(`missing message ${ns}.${key}`);
      return found;
    },
  };
});

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
