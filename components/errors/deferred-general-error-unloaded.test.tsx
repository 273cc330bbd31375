/**
 * @jest-environment jest-fixed-jsdom
 */
import * as Sentry from '@sentry/nextjs';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeferredGeneralError } from './deferred-general-error';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
// The chunk of the full screen cannot be loaded (a ChunkLoadError after a release, or no network).
jest.mock('./error-boundary-screen', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

const error = Object.assign(new Error('upstream said: db-3.internal failed'), { digest: '2718281828' });
const texts = { title: 'Erro geral', retryLabel: 'Tentar de novo', genericText: 'Algo deu errado.' };

describe('the error boundaries’ screen when it cannot be loaded', () => {
  beforeEach(() => {
    console.error = jest.fn();
    console.warn = jest.fn();
  });

  it('when the screen cannot be loaded: a plain banner whose button retries, and the error still reported', async () => {
    const reset = jest.fn();
    render(<DeferredGeneralError error={error} reset={reset} texts={texts} />);
    // The stand-in (not only the loading fallback) reports the boundary's error.
    await waitFor(() => expect(Sentry.captureException).toHaveBeenCalledWith(error, expect.anything()));
    expect(screen.getByTestId('plain-general-error')).toBeTruthy();
    expect(screen.queryByTestId('general-error-text')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith('[render] could not load the error screen', expect.any(Error));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('db-3');
  });
});
