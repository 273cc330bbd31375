/**
 * @jest-environment jest-fixed-jsdom
 *
 * The verification step island with a stand-in provider (the adapter of lib/kyc/provider.ts): the outcome is
 * recorded with PUT /kyc/status; approved → toast and continue; rejected → message and a retry with a new token;
 * a provider that cannot start → a retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { KycToken } from '@/lib/api/kyc';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import type { KycCallbacks, KycProvider } from '@/lib/kyc/provider';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { KycVerification } from './kyc-verification';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, replace: _r, ...rest }: Record<string, unknown>) => (
    <a href={href as string} {...rest}>
      {children as never}
    </a>
  ),
}));
jest.mock('@/components/ui/toaster', () => ({ toast: { success: jest.fn() } }));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
/** The stand-in provider: records each start, so the test can play the provider's part. */
const starts: Array<{ token: KycToken; callbacks: KycCallbacks; stopped: boolean }> = [];
jest.mock('@/lib/kyc/providers', () => ({
  KYC_PROVIDERS: [
    {
      id: 'fake',
      supports: (token: KycToken) => token.token !== 'unsupported',
      start: (token: KycToken, _container: HTMLElement, callbacks: KycCallbacks) => {
        const entry = { token, callbacks, stopped: false };
        starts.push(entry);
        return { stop: () => void (entry.stopped = true) };
      },
    } satisfies KycProvider,
  ],
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: its factory and the mocked module are reached with require
const { toast } = require('@/components/ui/toaster') as { toast: { success: jest.Mock } };

/** The bodies the app sent with PUT /kyc/status (it must send none: the API re-checks with the provider). */
const statuses: string[] = [];
/** What the provider recorded on the API's side (its hosted page), which PUT /kyc/status answers. */
let recorded: string | null = null;
let tokenCount = 0;
listenDuringTests(
  setupServer(
    http.put('*/api/v1/kyc/status', async ({ request }) => {
      statuses.push(await request.text());
      return HttpResponse.json({ kyc_status: recorded, kyc_level: recorded === 'approved' ? 'level_1' : null });
    }),
    http.get('*/api/v1/kyc/token', ({ request }) => {
      tokenCount += 1;
      const appId = new URL(request.url).searchParams.get('appId');
      return HttpResponse.json({
        token: `fresh-${tokenCount}`,
        app_id: appId,
        user_id: 'u1',
        level: 'level_1',
        expires_at: null,
      });
    }),
  ),
);

beforeEach(() => {
  starts.length = 0;
  statuses.length = 0;
  recorded = null;
  tokenCount = 0;
});

const TOKEN: KycToken = { token: 'first', app_id: 'ramp-web', user_id: 'u1', level: 'level_1' };

function renderStep(token: KycToken | null = TOKEN, next: string | null = '/payment') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <KycVerification initialToken={token} appId="ramp-web" next={next} />
    </QueryClientProvider>,
  );
}

describe('KycVerification', () => {
  it('starts the provider and continues after an approval', async () => {
    renderStep();
    expect(starts).toHaveLength(1);
    expect(screen.getByText('Opening the verification…', { selector: 'p' })).toBeTruthy();
    act(() => starts[0]!.callbacks.onReady?.());
    expect(screen.queryByText('Opening the verification…', { selector: 'p' })).toBeNull();
    recorded = 'approved';
    act(() => starts[0]!.callbacks.onOutcome({ status: 'approved' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/payment'));
    expect(statuses).toEqual(['']);
    expect(toast.success).toHaveBeenCalledWith('Identity verified');
    expect(screen.getByTestId('kyc-approved')).toBeTruthy();
    expect(starts[0]!.stopped).toBe(true);
  });

  it('a rejection says so; the retry gets a new token and starts again', async () => {
    renderStep();
    recorded = 'rejected';
    act(() => starts[0]!.callbacks.onOutcome({ status: 'rejected' }));
    const title = await screen.findByRole('heading', { name: 'We could not verify your identity' });
    expect(document.activeElement).toBe(title);
    expect(statuses).toEqual(['']);
    expect(replace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(starts).toHaveLength(2));
    expect(starts[1]!.token.token).toBe('fresh-1');
    expect(screen.queryByTestId('kyc-rejected')).toBeNull();
  });

  it("only the API's record counts: a reported approval it has not recorded shows as in review, not approved", async () => {
    renderStep();
    act(() => starts[0]!.callbacks.onOutcome({ status: 'approved', level: 'level_2' }));
    expect(await screen.findByTestId('kyc-pending')).toBeTruthy();
    expect(statuses).toEqual(['']);
    expect(replace).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a provider that stops answering, or no provider for the token, offers a retry', async () => {
    renderStep();
    act(() => starts[0]!.callbacks.onError(Object.assign(new Error('timeout'), { reason: 'timeout' }) as never));
    expect(await screen.findByTestId('kyc-unavailable')).toBeTruthy();

    renderStep({ ...TOKEN, token: 'unsupported' });
    expect(await screen.findAllByTestId('kyc-unavailable')).toHaveLength(2);
  });

  it('a token that could not be loaded on the server: unavailable, and the retry loads one', async () => {
    renderStep(null, null);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]!.token.token).toBe('fresh-1');
  });
});
