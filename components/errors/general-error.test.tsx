/**
 * @jest-environment jest-fixed-jsdom
 */
import * as Sentry from '@sentry/nextjs';
import { render, screen, waitFor } from '@testing-library/react';
import { GeneralError } from './general-error';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

/** The id Sentry's captureException returns for the report (lib/sentry/capture.ts imports Sentry in Jest). */
const EVENT_ID = '5f0c9a8e2b7d4c1e9a3f6b2d8e4c7a10';

/** Waits for the banner's report to reach Sentry (lib/sentry/capture imports Sentry on first use: a tick later). */
const reported = (error: Error) =>
  waitFor(() => expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'general-error' } }));

describe("the 'General error' banner", () => {
  beforeEach(() => {
    console.error = jest.fn();
    jest.mocked(Sentry.captureException).mockReset().mockReturnValue(EVENT_ID);
  });

  describe('for an error of the server (it has a digest)', () => {
    const serverError = () =>
      Object.assign(new Error('upstream said: SELECT * FROM users failed at db-3.internal'), { digest: '2718281828' });

    it('in production shows a generic text and the digest, never the error text nor an event id', async () => {
      const error = serverError();
      render(<GeneralError error={error} reset={() => undefined} showDetail={false} />);
      expect(screen.getByTestId('general-error-text').textContent).toMatch(/Something unexpected went wrong/);
      expect(screen.getByTestId('general-error-reference').textContent).toBe('Reference: 2718281828');
      await reported(error);
      // The report's own id is not the reference of a server error: the digest finds the server's report.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.body.textContent).not.toContain(EVENT_ID);
      expect(document.body.textContent).not.toContain('db-3.internal');
    });

    it('in a sandbox run shows the error text, for the developer', () => {
      render(<GeneralError error={serverError()} reset={() => undefined} showDetail />);
      expect(screen.getByTestId('general-error-text').textContent).toMatch(/db-3\.internal/);
    });
  });

  describe('for an error thrown in the browser (no digest)', () => {
    it("shows the error's text and, once the report returns it, the Sentry event id as the reference", async () => {
      const error = new Error('The amount could not be read');
      render(<GeneralError error={error} reset={() => undefined} showDetail={false} reference={(id) => `Ref ${id}`} />);
      expect(screen.getByTestId('general-error-text').textContent).toBe('The amount could not be read');
      // No reference is made up while the report is on its way.
      expect(screen.queryByTestId('general-error-reference')).toBeNull();
      expect((await screen.findByTestId('general-error-reference')).textContent).toBe(`Ref ${EVENT_ID}`);
      expect(Sentry.captureException).toHaveBeenCalledTimes(1);
      expect(Sentry.captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'general-error' } });
    });

    it('shows the same in a sandbox run', async () => {
      render(<GeneralError error={new Error('Wallet list broke')} reset={() => undefined} showDetail />);
      expect(screen.getByTestId('general-error-text').textContent).toBe('Wallet list broke');
      expect((await screen.findByTestId('general-error-reference')).textContent).toBe(`Reference: ${EVENT_ID}`);
    });

    it('shows only the first line of the message, cut short, with credentials scrubbed, and never the stack', async () => {
      const error =
        new Error(`Could not open https://app.example/final-step?id=7&transaction=eyJ.secret.sig ${'x'.repeat(300)}
    at Thrower (webpack://app/components/x.tsx:3:9)`);
      render(<GeneralError error={error} reset={() => undefined} showDetail={false} />);
      const text = screen.getByTestId('general-error-text').textContent ?? '';
      expect(text).toMatch(/^Could not open https:\/\/app\.example\/final-step\?id=7&transaction=\[Filtered\] x+…$/);
      expect(text).toHaveLength(200);
      expect(document.body.textContent).not.toContain('eyJ.secret.sig');
      expect(document.body.textContent).not.toContain('webpack://');
      await screen.findByTestId('general-error-reference');
    });

    it('without a report id (Sentry off or the event dropped) shows the text and no reference', async () => {
      jest.mocked(Sentry.captureException).mockReturnValue(undefined as unknown as string);
      const error = new Error('Wallet list broke');
      render(<GeneralError error={error} reset={() => undefined} showDetail={false} />);
      await reported(error);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.getByTestId('general-error-text').textContent).toBe('Wallet list broke');
      expect(screen.queryByTestId('general-error-reference')).toBeNull();
    });

    it('without a text of its own shows the generic text', () => {
      render(<GeneralError error={new Error('')} reset={() => undefined} showDetail={false} genericText="Oops." />);
      expect(screen.getByTestId('general-error-text').textContent).toBe('Oops.');
    });
  });
});
