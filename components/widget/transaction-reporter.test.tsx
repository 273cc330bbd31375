/**
 * @jest-environment jest-fixed-jsdom
 *
 * The final step's way back to the partner comes from the widget session the server read (no
 * schema in the browser for it); only a request that came without the cookie falls back to the browser's cookie.
 */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Transaction } from '@/lib/api/schemas';
import { COOKIE } from '@/lib/cookies';
import { testWidgetSession } from '@/lib/testing/widget-session';
import { subscribe, type Announcement } from '@/lib/widget/bus';
import type { WidgetSession } from '@/lib/widget/session';
import { serializeWidgetSession } from '@/lib/widget/session-value';
import { TransactionReporter } from './transaction-reporter';

const TRANSACTION = { id: 'tx-1', kind: 'deposit', status: 'completed' } as unknown as Transaction;

function widgetSession(partner: WidgetSession['partner'], redirect: string): WidgetSession {
  return testWidgetSession({ partner, origin: new URL(redirect).origin, redirect });
}

async function renderReporter(session: WidgetSession | null) {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ widget: { backToPartner: 'Back to {partner}' } }}>
        <TransactionReporter transaction={TRANSACTION} final session={session} />
      </NextIntlClientProvider>,
    );
  });
}

afterEach(() => {
  document.cookie = `${COOKIE.widgetSession}=; path=/; max-age=0`;
});

it("links back to the partner of the server's widget session, and announces the final transaction", async () => {
  const heard: Announcement[] = [];
  const unsubscribe = subscribe((a) => heard.push(a));
  await renderReporter(widgetSession('lobstr', 'http://localhost:4012/home'));
  unsubscribe();
  expect(screen.getByTestId('back-to-partner').textContent).toBe('Back to LOBSTR');
  expect(screen.getByTestId('back-to-partner').getAttribute('href')).toBe('http://localhost:4012/home');
  expect(heard).toEqual([{ type: 'transaction', transaction: TRANSACTION, final: true }]);
});

it("prefers the server's reading to the browser's cookie", async () => {
  document.cookie = `${COOKIE.widgetSession}=${encodeURIComponent(
    serializeWidgetSession(widgetSession('beans', 'http://localhost:4011/back')),
  )}; path=/`;
  await renderReporter(widgetSession('lobstr', 'http://localhost:4012/home'));
  expect(screen.getByTestId('back-to-partner').textContent).toBe('Back to LOBSTR');
});

it('reads the browser cookie when the request came without it (a cross-site return)', async () => {
  document.cookie = `${COOKIE.widgetSession}=${encodeURIComponent(
    serializeWidgetSession(widgetSession('beans', 'http://localhost:4011/back')),
  )}; path=/`;
  await renderReporter(null);
  const link = await screen.findByTestId('back-to-partner');
  expect(link.textContent).toBe('Back to Beans');
  expect(link.getAttribute('href')).toBe('http://localhost:4011/back');
});

it('offers no way back without a widget session', async () => {
  await renderReporter(null);
  expect(screen.queryByTestId('back-to-partner')).toBeNull();
});

it('drops a return URL that is not on an allowed origin, in the browser cookie too', async () => {
  document.cookie = `${COOKIE.widgetSession}=${encodeURIComponent(
    serializeWidgetSession(widgetSession('beans', 'https://evil.example/back')),
  )}; path=/`;
  await renderReporter(null);
  await act(async () => {
    await import('./read-session-cookie');
  });
  expect(screen.queryByTestId('back-to-partner')).toBeNull();
});
