/**
 * @jest-environment jest-fixed-jsdom
 */
import * as Sentry from '@sentry/nextjs';
import { render, screen, waitFor } from '@testing-library/react';
import { DeferredGeneralError } from './deferred-general-error';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const error = Object.assign(new Error('upstream said: db-3.internal failed'), { digest: '2718281828' });
const texts = { title: 'Erro geral', retryLabel: 'Tentar de novo', genericText: 'Algo deu errado.' };

describe('the error boundaries’ screen, loaded when an error is caught', () => {
  beforeEach(() => {
    console.error = jest.fn();
    jest.mocked(Sentry.captureException).mockClear();
  });

  it('shows the full translated banner once loaded, and reports the error', async () => {
    render(<DeferredGeneralError error={error} reset={() => undefined} texts={texts} />);
    await screen.findByTestId('general-error-text');
    expect(screen.queryByTestId('plain-general-error')).toBeNull();
    expect(screen.getByText('Erro geral')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    await waitFor(() => expect(Sentry.captureException).toHaveBeenCalledWith(error, expect.anything()));
  });
});
