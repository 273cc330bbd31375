/**
 * @jest-environment jest-fixed-jsdom
 *
 * The session state (spec §4) while a page is still hydrating: the signed-in data arriving must not throw away a part
 * of the page whose script has not arrived yet. It did: the amount typed into /order-form on a slow network was erased
 * when the header learnt something new about the session (./session-store explains the mechanism).
 */
import { act, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { IdentitySession } from '@/lib/auth/session';
import { SessionProvider, useSession } from './session-provider';

// hydrateRoot inside act(), as @testing-library/react's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const router = { refresh: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('next-intl', () => ({ useLocale: () => 'en' }));

/** The signed-in queries (./session-queries): the config arrives when the test says so. */
let deliverConfig: () => void = () => {};
jest.mock('./session-queries', () => ({
  __esModule: true,
  default: function Queries({ onChange }: { onChange: (data: object) => void }) {
    useEffect(() => {
      deliverConfig = () => onChange({ profile: null, pendingTransaction: null, config: { lang: 'en' } });
    }, [onChange]);
    return null;
  },
}));

const SESSION: IdentitySession = {
  id: 's1',
  active: true,
  identity: { id: 'i1', traits: { email: 'ana@example.com' } },
};

/** The header's part: what it shows of the session state. */
function Status() {
  const { status, config } = useSession();
  return <p data-testid="status">{`${status} ${config ? 'config' : 'no config'}`}</p>;
}

function AmountField() {
  return <input aria-label="You pay" defaultValue="" />;
}

function Page({ form }: { form: ReactNode }) {
  return (
    <SessionProvider initialSession={SESSION}>
      <Status />
      {/* The page's <main> (app/(main)/layout.tsx): a parent between the provider and the boundary is what carries a
          changed context down to the boundary still waiting to hydrate. */}
      <main>
        <Suspense fallback={<p>Loading…</p>}>{form}</Suspense>
      </main>
    </SessionProvider>
  );
}

describe('SessionProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes no whoami call: it starts from the session the server rendered with', async () => {
    global.fetch = jest.fn() as typeof fetch;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page form={<AmountField />} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page form={<AmountField />} />);
    });
    expect(container.querySelector('[data-testid="status"]')!.textContent).toBe('authenticated no config');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('the signed-in data arriving leaves a part still waiting for its script as the server rendered it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page form={<AmountField />} />);
    document.body.append(container);
    expect(container.querySelector('[data-testid="status"]')!.textContent).toBe('authenticated no config');
    const serverInput = container.querySelector('input')!;
    serverInput.value = '250';

    // The form's script is still on its way: its boundary stays dehydrated.
    let loadForm!: () => void;
    const LazyAmountField = lazy(
      () =>
        new Promise<{ default: typeof AmountField }>((resolve) => (loadForm = () => resolve({ default: AmountField }))),
    );
    await act(async () => {
      hydrateRoot(container, <Page form={<LazyAmountField />} />);
    });

    await act(async () => deliverConfig());
    expect(container.querySelector('[data-testid="status"]')!.textContent).toBe('authenticated config');
    expect(container.querySelector('input')).toBe(serverInput);
    expect(serverInput.value).toBe('250');

    await act(async () => loadForm());
    expect(container.querySelector('input')).toBe(serverInput);
    expect(serverInput.value).toBe('250');
  });
});
