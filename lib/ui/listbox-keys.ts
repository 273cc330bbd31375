/**
 * The keyboard of a select-only combobox with its listbox (WAI-ARIA Authoring Practices, "Select-Only Combobox"),
 * as a pure step: the open state and the highlighted option before a key, and what follows. Used by
 * components/ui/icon-listbox.tsx. Pure module.
 *
 * Closed: ArrowDown, ArrowUp, Enter, Space and Alt+ArrowDown open on the chosen option; Home and End open on the
 * first and last; a printable character opens on the next option starting with it.
 * Open: ArrowDown and ArrowUp move (no wrap), Home and End jump, PageUp and PageDown move by ten; Enter, Space and
 * Alt+ArrowUp choose the highlighted option and close; Tab chooses it and lets the focus move on; Escape closes
 * without choosing; a printable character moves to the next option starting with it.
 */

/** The listbox's state: open or not, and the highlighted option's index (the chosen one while closed). */
export interface ListboxState {
  open: boolean;
  active: number;
}

/** What a key does: the next state, whether the highlighted option is chosen, whether the key's default is kept. */
export interface ListboxStep {
  state: ListboxState;
  choose: boolean;
  /** True when the browser's own handling of the key must go on (Tab moves the focus). */
  keepDefault: boolean;
}

/** A key press as the step needs it. */
export interface ListboxKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1);

/**
 * The index of the next option, after `from`, whose label starts with `char` (case-insensitive), wrapping around.
 * @returns -1 when none does.
 */
export function matchByFirstLetter(labels: readonly string[], from: number, char: string): number {
  const wanted = char.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (from + step) % labels.length;
    if (labels[index]!.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/**
 * One key press.
 * @param state the state before the key.
 * @param press the key.
 * @param labels the options' names, in order (for type-to-select).
 * @returns the step, or null when the key means nothing here (the browser handles it).
 */
export function listboxKey(state: ListboxState, press: ListboxKey, labels: readonly string[]): ListboxStep | null {
  const count = labels.length;
  const go = (next: Partial<ListboxState>, choose = false, keepDefault = false): ListboxStep => ({
    state: { open: next.open ?? state.open, active: clamp(next.active ?? state.active, count) },
    choose,
    keepDefault,
  });
  if (press.ctrlKey || press.metaKey || count === 0) return null;
  const { key } = press;
  if (key.length === 1 && key !== ' ') {
    const match = matchByFirstLetter(labels, state.active, key);
    return go({ open: true, active: match === -1 ? state.active : match });
  }
  if (!state.open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return go({ open: true });
    if (key === 'Home') return go({ open: true, active: 0 });
    if (key === 'End') return go({ open: true, active: count - 1 });
    return null;
  }
  switch (key) {
    case 'ArrowDown':
      return go({ active: state.active + 1 });
    case 'ArrowUp':
      return press.altKey ? go({ open: false }, true) : go({ active: state.active - 1 });
    case 'Home':
      return go({ active: 0 });
    case 'End':
      return go({ active: count - 1 });
    case 'PageDown':
      return go({ active: state.active + 10 });
    case 'PageUp':
      return go({ active: state.active - 10 });
    case 'Enter':
    case ' ':
      return go({ open: false }, true);
    case 'Tab':
      return go({ open: false }, true, true);
    case 'Escape':
      return go({ open: false });
    default:
      return null;
  }
}
