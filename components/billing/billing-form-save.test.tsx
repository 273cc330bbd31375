/**
 * @jest-environment jest-fixed-jsdom
 *
 * The billing form island's save: the server's 400 field errors next to the fields with every typed value kept, and on
 * success a toast and the next screen (spec §8 exclusion: 400 on PUT billing fields). After a failed load (spec §8
 * "Other cases") a failed save stays on the form with every value and says so; a 401 still goes to login. The fields
 * themselves: ./billing-form.test.tsx.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { fillValid, renderForm, submit } from './billing-form.fixtures';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));
const session = { profile: null as null | { kyc_status: string | null; kyc_level: string | null } };
jest.mock('@/components/session/session-provider', () => ({ useSession: () => session }));
jest.mock('@/components/ui/toaster', () => ({ toast: { success: jest.fn() } }));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('@/lib/http/client', () => ({
  ...jest.requireActual('@/lib/http/client'),
  signInAgain: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: its factory and the mocked module are reached with require
const { toast } = require('@/components/ui/toaster') as { toast: { success: jest.Mock } };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { signInAgain } = require('@/lib/http/client') as { signInAgain: jest.Mock };

const bodies: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({});
let serverKycStatus: string | null = null;
listenDuringTests(
  setupServer(
    http.put('*/api/v1/user/billing/fields', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    http.get('*/api/v1/user/profile', () =>
      HttpResponse.json({
        interactiveID: null,
        userIdentityId: 'id-1',
        userEmail: 'fresh@example.com',
        kyc_status: serverKycStatus,
        kyc_level: serverKycStatus ? 'level_1' : null,
        user_city: null,
        user_country: null,
        wallet_name: null,
      }),
    ),
  ),
);

beforeEach(() => {
  bodies.length = 0;
  session.profile = null;
  serverKycStatus = null;
});

describe('BillingForm: saving', () => {
  it("a 400: the server's messages next to their fields, a summary, every value kept", async () => {
    answer = () =>
      HttpResponse.json(
        {
          error: 'validation_error',
          message: 'Some billing fields are invalid',
          errors: { birth_date: 'You must be at least 18 years old', tax_id: 'Unknown tax id' },
        },
        { status: 400 },
      );
    renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText(/^date of birth/i), { target: { value: '2015-01-01' } });
    submit();
    expect(await screen.findByText('Your details were not saved')).toBeTruthy();
    const birth = screen.getByLabelText(/^date of birth/i) as HTMLInputElement;
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(birth.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You must be at least 18 years old',
    );
    expect(screen.getByText('Other: Unknown tax id')).toBeTruthy();
    expect(birth.value).toBe('2015-01-01');
    expect((screen.getByLabelText(/^first name/i) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^country/i) as HTMLSelectElement).value).toBe('BR');
    expect(bodies[0]).toMatchObject({ first_name: 'Ana', birth_date: '2015-01-01', phone: '' });
    expect(replace).not.toHaveBeenCalled();
    // Editing the field clears its message.
    fireEvent.change(birth, { target: { value: '1990-01-31' } });
    expect(birth.getAttribute('aria-invalid')).toBeNull();
  });

  it('success: a toast, then /kyc with next while verification is needed', async () => {
    answer = () => HttpResponse.json({ fields: [], values: {}, is_complete: true });
    renderForm('/payment');
    fillValid();
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/kyc?next=%2Fpayment'));
    expect(toast.success).toHaveBeenCalledWith('Billing details saved');
  });

  it('success before the session profile arrived: asks for it, and a verified person goes straight to next', async () => {
    answer = () => HttpResponse.json({ fields: [], values: {}, is_complete: true });
    serverKycStatus = 'approved';
    renderForm('/payment');
    fillValid();
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/payment'));
  });

  it('success for a verified person: straight to next', async () => {
    answer = () => HttpResponse.json({ fields: [], values: {}, is_complete: true });
    session.profile = { kyc_status: 'approved', kyc_level: 'level_2' };
    renderForm('/payment');
    fillValid();
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/payment'));
  });

  describe('after a failed load (spec §8 other cases)', () => {
    beforeEach(() => {
      console.error = jest.fn();
      console.warn = jest.fn();
    });

    it.each([
      ['a 503', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
      ['a 404', () => HttpResponse.json({ message: 'gone' }, { status: 404 })],
      ['a transport error', () => HttpResponse.error()],
    ])('%s on save: the message by the submit button, every typed value kept, no navigation', async (_, fail) => {
      answer = fail;
      renderForm('/payment', true);
      fillValid();
      submit();
      const failed = await screen.findByRole('alert');
      expect(failed.textContent).toContain('We could not save your details. Try again.');
      expect(failed.textContent).toContain('Everything you typed is still in the form.');
      expect(screen.getByTestId('billing-save-failed').contains(failed)).toBe(true);
      expect((screen.getByLabelText(/^first name/i) as HTMLInputElement).value).toBe('Ana');
      expect((screen.getByLabelText(/^document number/i) as HTMLInputElement).value).toBe('123.456.789-09');
      expect((screen.getByLabelText(/^country/i) as HTMLSelectElement).value).toBe('BR');
      expect(screen.getByRole('button', { name: /save and continue/i }).hasAttribute('disabled')).toBe(false);
      expect(replace).not.toHaveBeenCalled();
      expect(signInAgain).not.toHaveBeenCalled();
      expect(toast.success).not.toHaveBeenCalled();
    });

    it('a 401 on save goes to login', async () => {
      answer = () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
      renderForm(null, true);
      fillValid();
      submit();
      await waitFor(() => expect(signInAgain).toHaveBeenCalledTimes(1));
    });

    it("a 400 on save still shows the server's field errors", async () => {
      answer = () => HttpResponse.json({ errors: { first_name: 'Must contain letters only' } }, { status: 400 });
      renderForm(null, true);
      fillValid();
      submit();
      expect(await screen.findByText('Your details were not saved')).toBeTruthy();
      expect(screen.getByTestId('billing-save-failed').textContent).toBe('');
    });

    it('a save that succeeds goes on as usual', async () => {
      answer = () => HttpResponse.json({ fields: [], values: {}, is_complete: true });
      renderForm('/payment', true);
      fillValid();
      submit();
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/kyc?next=%2Fpayment'));
    });
  });
});
