'use client';

/**
 * What a person typed into a server-rendered input before the page hydrated. React 19 keeps such a value in the DOM
 * (it does not overwrite it while hydrating, react-dom initInput) but neither puts it in state nor fires onChange: the
 * field shows "50" while the form holds "" and, on submit, says the amount is missing. The hook hands the typed value
 * to the form right after hydration, so nothing typed early is lost.
 */
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Adopts a value typed before hydration into the component's state.
 * @param ref the controlled input.
 * @param adopt called after mount with the input's current value (a string) when it differs from the value React
 *   rendered (`defaultValue`, which React sets to the controlled value); not called otherwise (a client-only mount, or
 *   nothing typed). Any function: the latest one is called (React's useEffectEvent). The check runs once per mount
 *   (twice in development under StrictMode, which mounts twice: the same value adopted twice changes nothing).
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  const adoptTyped = useEffectEvent(adopt);
  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== input.defaultValue) adoptTyped(input.value);
  }, [ref]);
}

/**
 * The named fields under `root` that a person changed before the page hydrated, as React 19 leaves them in the DOM: a
 * text input whose value differs from the one rendered (`defaultValue`), a radio checked that was rendered unchecked
 * (`defaultChecked`), a select whose choice differs from the option rendered selected (`defaultSelected`, else the
 * first). React's hydration keeps all three as the person left them and tells the component nothing.
 * @returns field name → value entered (strings, as the DOM holds them); empty when nothing changed.
 */
export function enteredBeforeHydration(root: ParentNode): Map<string, string> {
  const entered = new Map<string, string>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    if (field instanceof HTMLSelectElement) {
      const rendered = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) entered.set(field.name, field.value);
    } else if (field.type === 'radio') {
      if (field.checked && !field.defaultChecked) entered.set(field.name, field.value);
    } else if (field.type !== 'checkbox' && field.value !== field.defaultValue) {
      entered.set(field.name, field.value);
    }
  }
  return entered;
}

/**
 * {@link useTypedBeforeHydration} for a group of fields that make one state (a step of a form): all that was entered
 * before hydration is handed over in one call, so the component can apply it as one change.
 * @param ref the element holding the named fields.
 * @param adopt called after a mount that hydrated server HTML with {@link enteredBeforeHydration} of it when that is
 *   not empty; never after a mount in the browser. The latest function is called (React's useEffectEvent).
 */
export function useEnteredBeforeHydration(
  ref: RefObject<HTMLElement | null>,
  adopt: (entered: Map<string, string>) => void,
): void {
  const adoptEntered = useEffectEvent(adopt);
  // Only a mount that hydrated server HTML can hold anything entered early. A mount in the browser (back to a step)
  // has nothing to adopt, and its selects carry no `defaultSelected` to compare with.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  useEffect(() => {
    const entered = fromServer && ref.current ? enteredBeforeHydration(ref.current) : new Map<string, string>();
    if (entered.size > 0) adoptEntered(entered);
  }, [ref, fromServer]);
}
