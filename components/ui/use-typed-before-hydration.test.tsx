/**
 * @jest-environment jest-fixed-jsdom
 *
 * A value typed into a server-rendered input before hydration reaches the form's state (React 19 keeps it in the DOM
 * only): the interactive flow's amount said "enter an amount" beside a visible "50" without this.
 */
import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  enteredBeforeHydration,
  useEnteredBeforeHydration,
  useTypedBeforeHydration,
} from './use-typed-before-hydration';

// hydrateRoot inside act(), as @testing-library/react's render does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ignore = () => undefined;

function AmountForm({ adopt }: { adopt: boolean }) {
  const [raw, setRaw] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, adopt ? setRaw : ignore);
  return (
    <>
      <input ref={ref} value={raw} onChange={(e) => setRaw(e.target.value)} aria-label="amount" />
      <output>{raw || 'empty'}</output>
    </>
  );
}

async function typeBeforeHydration(adopt: boolean, typed: string | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AmountForm adopt={adopt} />);
  document.body.append(container);
  if (typed !== null) container.querySelector('input')!.value = typed;
  await act(async () => {
    hydrateRoot(container, <AmountForm adopt={adopt} />);
  });
  return container;
}

describe('useTypedBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts what was typed before hydration into state', async () => {
    const container = await typeBeforeHydration(true, '50');
    expect(container.querySelector('output')!.textContent).toBe('50');
    expect(container.querySelector('input')!.value).toBe('50');
  });

  it('leaves state alone when nothing was typed', async () => {
    const container = await typeBeforeHydration(true, null);
    expect(container.querySelector('output')!.textContent).toBe('empty');
  });

  it('without it, React keeps the typed value in the field only (the defect it mends)', async () => {
    const container = await typeBeforeHydration(false, '50');
    expect(container.querySelector('input')!.value).toBe('50');
    expect(container.querySelector('output')!.textContent).toBe('empty');
  });
});

describe('enteredBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** The server's HTML of a step with a direction, an amount, a currency and a network; nothing chosen yet. */
  function serverStep() {
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <form>
        <input type="radio" name="mode" value="buy" checked readOnly />
        <input type="radio" name="mode" value="sell" checked={false} readOnly />
        <input name="amount" value="" readOnly />
        <input type="checkbox" name="terms" checked={false} readOnly />
        <select name="fiat" value="BRL" onChange={ignore}>
          <option value="BRL">BRL</option>
          <option value="EUR">EUR</option>
        </select>
        <select name="network" onChange={ignore}>
          <option value="stellar">Stellar</option>
          <option value="tron">Tron</option>
        </select>
      </form>,
    );
    document.body.append(root);
    return root;
  }

  it('finds nothing on the page as the server rendered it', () => {
    expect(enteredBeforeHydration(serverStep()).size).toBe(0);
  });

  it('finds a direction, an amount and choices made before hydration, by field name', () => {
    const root = serverStep();
    root.querySelector<HTMLInputElement>('input[value="sell"]')!.checked = true;
    root.querySelector<HTMLInputElement>('input[name="amount"]')!.value = '250';
    root.querySelector<HTMLSelectElement>('select[name="fiat"]')!.value = 'EUR';
    root.querySelector<HTMLSelectElement>('select[name="network"]')!.value = 'tron';
    root.querySelector<HTMLInputElement>('input[name="terms"]')!.checked = true;
    expect(Object.fromEntries(enteredBeforeHydration(root))).toEqual({
      mode: 'sell',
      amount: '250',
      fiat: 'EUR',
      network: 'tron',
    });
  });
});

describe('useEnteredBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function NetworkStep({ adopt }: { adopt: (entered: Map<string, string>) => void }) {
    const ref = useRef<HTMLDivElement>(null);
    useEnteredBeforeHydration(ref, adopt);
    return (
      <div ref={ref}>
        <select name="network" value="tron" onChange={ignore}>
          <option value="stellar">Stellar</option>
          <option value="tron">Tron</option>
        </select>
      </div>
    );
  }

  it('hands over a choice made in the server HTML before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NetworkStep adopt={ignore} />);
    document.body.append(container);
    container.querySelector('select')!.value = 'stellar';
    const adopt = jest.fn();
    await act(async () => {
      hydrateRoot(container, <NetworkStep adopt={adopt} />);
    });
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(adopt.mock.calls[0][0] as Map<string, string>)).toEqual({ network: 'stellar' });
  });

  it('hands over nothing on a mount in the browser, whatever the select shows', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const adopt = jest.fn();
    await act(async () => {
      createRoot(container).render(<NetworkStep adopt={adopt} />);
    });
    expect(container.querySelector('select')!.value).toBe('tron');
    expect(adopt).not.toHaveBeenCalled();
  });
});
