/**
 * @jest-environment jest-fixed-jsdom
 *
 * The session state (spec §4) while a page is still hydrating: whoami answering must not throw away a part of the page
 * whose script has not arrived yet. It did: the amount typed into /order-form on a slow network was erased when the
 * header learnt the visitor was signed out (./session-store explains the mechanism).
 */
import { act, lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SessionProvider, useSession } from './session-provider';

// hydrateRoot inside act(), as @testing-library/react's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const router = { refresh: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('next-intl', () => ({ useLocale: () => 'en' }));

/** The header's part: what it shows for each whoami state. */
function Status() {
  return <p data-testid="status">{useSession().status}</p>;
}

function AmountField() {
  return <input aria-label="You pay" defaultValue="" />;
}

function Page({ form }: { form: ReactNode }) {
  return (
    <SessionProvider>
      <Status />
      {/* The page's <main> (app/(main)/layout.tsx): a parent between the provider and the boundary is what carries a
          changed context down to the boundary still waiting to hydrate. */}
      <main>
        <Suspense fallback={<p>Loading…</p>}>{form}</Suspense>
      </main>
    </SessionProvider>
  );
}

/** A whoami that answers 401 (a visitor) when the test says so. */
function whoamiOnCue() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  global.fetch = jest.fn(async () => {
    await answered;
    return new Response('{"error":{"code":401}}', { status: 401 });
  }) as typeof fetch;
  return answer;
}

describe('SessionProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('whoami answering leaves a part still waiting for its script as the server rendered it, with what was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page form={<AmountField />} />);
    document.body.append(container);
    expect(container.querySelector('[data-testid="status"]')!.textContent).toBe('loading');
    const serverInput = container.querySelector('input')!;
    serverInput.value = '250';

    // The form's script is still on its way: its boundary stays dehydrated.
    let loadForm!: () => void;
    const LazyAmountField = lazy(
      () =>
        new Promise<{ default: typeof AmountField }>((resolve) => (loadForm = () => resolve({ default: AmountField }))),
    );
    const answer = whoamiOnCue();
    await act(async () => {
      hydrateRoot(container, <Page form={<LazyAmountField />} />);
    });

    await act(async () => answer());
    expect(container.querySelector('[data-testid="status"]')!.textContent).toBe('unauthenticated');
    expect(container.querySelector('input')).toBe(serverInput);
    expect(serverInput.value).toBe('250');

    await act(async () => loadForm());
    expect(container.querySelector('input')).toBe(serverInput);
    expect(serverInput.value).toBe('250');
  });
});
