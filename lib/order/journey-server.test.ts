/**
 * The journey's facts on the server: none asked for a visitor; for a signed-in person the two answers the review's
 * account check reads, any failure leaving the fact unknown (never a redirect); and the saved order form.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { loadAccountFacts, loadKycStep, savedOrderDraft } from './journey-server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
let cookieValue: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'orderFormData' && cookieValue ? { value: cookieValue } : undefined),
  }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': '/order' }),
}));
const mockSession = jest.fn();
jest.mock('@/lib/auth/request-session', () => ({ requestSession: () => mockSession() }));

const PROFILE = {
  interactiveID: null,
  userIdentityId: 'id-1',
  userEmail: 'a@example.com',
  kyc_status: 'approved',
  kyc_level: 'level_1',
  user_city: null,
  user_country: null,
  wallet_name: null,
};
const profile = (patch: Record<string, string | null> = {}) => HttpResponse.json({ ...PROFILE, ...patch });
const billing = (is_complete: boolean) => HttpResponse.json({ fields: [], values: {}, is_complete });

const server = listenDuringTests(setupServer());
beforeEach(() => {
  console.error = jest.fn();
  cookieValue = undefined;
  mockSession.mockResolvedValue({ id: 's-1', active: true });
});

describe('loadAccountFacts', () => {
  it('asks nothing for a visitor', async () => {
    mockSession.mockResolvedValue(null);
    // No handler: a call would fail the test (unhandled request).
    expect(await loadAccountFacts(['billing'])).toEqual({ signedIn: false, passed: ['billing'] });
  });

  it('reads billing completeness and the verification step of a signed-in person', async () => {
    server.use(
      http.get('*/api/v1/user/billing/fields', () => billing(true)),
      http.get('*/api/v1/user/profile', () => profile()),
    );
    expect(await loadAccountFacts()).toEqual({ signedIn: true, billingComplete: true, kyc: 'done', passed: [] });
    server.use(
      http.get('*/api/v1/user/billing/fields', () => billing(false)),
      http.get('*/api/v1/user/profile', () => profile({ kyc_status: null, kyc_level: null })),
    );
    expect(await loadAccountFacts()).toMatchObject({ billingComplete: false, kyc: 'required' });
  });

  it('leaves a fact unknown when its load fails, whatever the failure (a 401 and a 5xx included)', async () => {
    server.use(
      http.get('*/api/v1/user/billing/fields', () => HttpResponse.json({ message: 'no' }, { status: 401 })),
      http.get('*/api/v1/user/profile', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    expect(await loadAccountFacts()).toEqual({ signedIn: true, billingComplete: null, kyc: null, passed: [] });
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.text('<html>gateway</html>')));
    expect(await loadKycStep()).toBeNull();
  });
});

describe('savedOrderDraft', () => {
  it('reads the orderFormData cookie, null without one', async () => {
    expect(await savedOrderDraft()).toBeNull();
    cookieValue = encodeURIComponent(JSON.stringify({ mode: 'on-ramp', fiat: 'BRL', side: 'in', amount: '250' }));
    expect(await savedOrderDraft()).toEqual({ mode: 'on-ramp', fiat: 'BRL', side: 'in', amount: '250' });
  });
});
