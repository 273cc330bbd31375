import { listboxKey, matchByFirstLetter } from './listbox-keys';

const LABELS = ['BRL', 'EUR', 'USD'];
const closed = (active: number) => ({ open: false, active });
const open = (active: number) => ({ open: true, active });

describe('listboxKey (WAI-ARIA select-only combobox)', () => {
  it('opens on the chosen option with the arrows, Enter and Space; Home and End open at the ends', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' '])
      expect(listboxKey(closed(1), { key }, LABELS)).toEqual({ state: open(1), choose: false, keepDefault: false });
    expect(listboxKey(closed(1), { key: 'Home' }, LABELS)?.state).toEqual(open(0));
    expect(listboxKey(closed(1), { key: 'End' }, LABELS)?.state).toEqual(open(2));
  });

  it('moves without wrapping while open', () => {
    expect(listboxKey(open(2), { key: 'ArrowDown' }, LABELS)?.state).toEqual(open(2));
    expect(listboxKey(open(0), { key: 'ArrowUp' }, LABELS)?.state).toEqual(open(0));
    expect(listboxKey(open(0), { key: 'ArrowDown' }, LABELS)?.state).toEqual(open(1));
    expect(listboxKey(open(2), { key: 'PageUp' }, LABELS)?.state).toEqual(open(0));
  });

  it('chooses with Enter, Space and Alt+ArrowUp; Tab chooses and lets the focus move; Escape only closes', () => {
    for (const press of [{ key: 'Enter' }, { key: ' ' }, { key: 'ArrowUp', altKey: true }])
      expect(listboxKey(open(2), press, LABELS)).toEqual({ state: closed(2), choose: true, keepDefault: false });
    expect(listboxKey(open(2), { key: 'Tab' }, LABELS)).toEqual({ state: closed(2), choose: true, keepDefault: true });
    expect(listboxKey(open(2), { key: 'Escape' }, LABELS)).toEqual({
      state: closed(2),
      choose: false,
      keepDefault: false,
    });
  });

  it('types to select, opening the list', () => {
    expect(listboxKey(closed(0), { key: 'u' }, LABELS)?.state).toEqual(open(2));
    expect(listboxKey(open(0), { key: 'x' }, LABELS)?.state).toEqual(open(0));
  });

  it('leaves other keys and shortcuts to the browser', () => {
    expect(listboxKey(closed(0), { key: 'Tab' }, LABELS)).toBeNull();
    expect(listboxKey(open(0), { key: 'c', ctrlKey: true }, LABELS)).toBeNull();
    expect(listboxKey(open(0), { key: 'F5' }, LABELS)).toBeNull();
  });
});

describe('matchByFirstLetter', () => {
  it('finds the next match after the current one, wrapping', () => {
    expect(matchByFirstLetter(['Stellar', 'Solana', 'Tron'], 0, 's')).toBe(1);
    expect(matchByFirstLetter(['Stellar', 'Solana', 'Tron'], 1, 'S')).toBe(0);
    expect(matchByFirstLetter(['Stellar', 'Tron'], 0, 'e')).toBe(-1);
  });
});
