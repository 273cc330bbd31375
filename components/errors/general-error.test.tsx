/**
 * @jest-environment jest-fixed-jsdom
 */
import * as Sentry from '@sentry/nextjs';
import { render, screen, waitFor } from '@testing-library/react';
import { GeneralError } from './general-error';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const error = Object.assign(new Error('upstream said: SELECT * FROM users failed at db-3.internal'), {
  digest: '2718281828',
});

describe("the 'General error' banner", () => {
  beforeEach(() => {
    console.error = jest.fn();
  });

  it('in production shows a generic text and the digest, never the error text; Sentry gets the error', async () => {
    render(<GeneralError error={error} reset={() => undefined} showDetail={false} />);
    expect(screen.getByTestId('general-error-text').textContent).toMatch(/Something unexpected went wrong/);
    expect(screen.getByText('Reference: 2718281828')).toBeTruthy();
    expect(document.body.textContent).not.toContain('db-3.internal');
    // lib/sentry/capture imports Sentry on first use, so the report lands a tick later.
    await waitFor(() => expect(Sentry.captureException).toHaveBeenCalledWith(error, expect.anything()));
  });

  it('in a sandbox run shows the error text, for the developer', () => {
    render(<GeneralError error={error} reset={() => undefined} showDetail />);
    expect(screen.getByTestId('general-error-text').textContent).toMatch(/db-3\.internal/);
  });
});
