/**
 * DOM helpers of components/auth/deferred-auth-flow.tsx: the server's HTML of an identity flow is used as a
 * plain form until Ory Elements loads, then the flow is rendered by Ory Elements with what the person typed, their
 * focus, and the click they made carried over. Spec §3 "Identity flow" (ui.nodes).
 */
import type { KratosFlow } from '@/lib/auth/kratos';

/**
 * How to find a control again in Ory Elements's render: by its form name (and a button's value) where it has one,
 * else by its place, a CSS selector of `:nth-child` steps (Ory Elements renders the markup the server rendered, but a
 * script it renders may move to the head, so names come first).
 */
export interface ControlPath {
  selector: string;
  tag: string;
  name: string | null;
  value: string | null;
}

/** The focused field, with its caret, to restore after the swap. */
export interface FocusState extends ControlPath {
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** How long the swap waits for Ory Elements to enable a control (its form is disabled for one render): ms. */
export const ENABLE_TIMEOUT_MS = 5_000;

/** Input types that hold nothing a person types: their values stay Kratos's. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'image', 'file', 'reset']);
type FormControl = HTMLInputElement | HTMLButtonElement | HTMLSelectElement | HTMLTextAreaElement;

function isFormControl(element: Element): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLButtonElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * The position of `element` inside `container` as a selector that finds the same control in Ory Elements's render
 * (which renders the same markup as the server did).
 * @returns the path and, for a text field, its caret; null when `element` is not inside `container`.
 */
export function controlPath(container: HTMLElement, element: Element | null | undefined): FocusState | null {
  if (!element || element === container || !container.contains(element)) return null;
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== container; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    steps.unshift(
      `${node.tagName.toLowerCase()}:nth-child(${Array.prototype.indexOf.call(parent.children, node) + 1})`,
    );
  }
  const text = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
  let selectionStart: number | null = null;
  let selectionEnd: number | null = null;
  try {
    if (text) ({ selectionStart, selectionEnd } = element);
  } catch {
    // Inputs without a caret (e-mail in some engines) throw on selectionStart: keep the focus only.
  }
  const named = isFormControl(element) && element.name ? element : null;
  return {
    selector: `:scope > ${steps.join(' > ')}`,
    tag: element.tagName.toLowerCase(),
    name: named ? named.name : null,
    value: named && !(named instanceof HTMLSelectElement || named instanceof HTMLTextAreaElement) ? named.value : null,
    selectionStart,
    selectionEnd,
  };
}

/**
 * The control `path` names in `container`: the one with its name (a button or submit input: and its value), else
 * the one at its place; null when there is none.
 */
export function findControl(container: HTMLElement, path: ControlPath): HTMLElement | null {
  if (path.name !== null) {
    const candidates = [...container.querySelectorAll<HTMLElement>(path.tag)].filter(
      (element) => isFormControl(element) && element.name === path.name,
    );
    const byValue =
      path.tag === 'button' || (path.tag === 'input' && candidates.length > 1)
        ? candidates.find((element) => (element as FormControl).value === path.value)
        : candidates[0];
    if (byValue) return byValue;
  }
  const element = container.querySelector<HTMLElement>(path.selector);
  return element && element.tagName.toLowerCase() === path.tag ? element : null;
}

/**
 * The control a click on `target` belongs to, when that click must wait for Ory Elements: a button, or a submit
 * or button input. Links, fields and labels work on their own.
 */
export function isDeferredControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>('button, input[type="submit"], input[type="button"], input[type="image"]');
}

/**
 * Enables the controls Ory Elements rendered disabled on the server (it disables every control until it runs in the
 * browser), except those whose node Kratos itself marks disabled.
 * @param container the element holding the server's form.
 * @param nodes the flow's ui.nodes.
 */
export function enableServerControls(container: HTMLElement, nodes: KratosFlow['ui']['nodes']): void {
  const disabledByKratos = new Set(
    nodes
      .map((node) => node.attributes as { name?: unknown; value?: unknown; disabled?: unknown })
      .filter((attributes) => attributes.disabled === true && typeof attributes.name === 'string')
      .map((attributes) => `${String(attributes.name)}\u0000${String(attributes.value ?? '')}`),
  );
  for (const element of container.querySelectorAll('[disabled]')) {
    if (!isFormControl(element)) continue;
    if (disabledByKratos.has(`${element.name}\u0000${element.value}`)) continue;
    element.disabled = false;
  }
}

/**
 * What the person typed or chose in the server's form: each named field that is not hidden, a button or a file.
 * @returns field name → its value (a checkbox: whether it is checked).
 */
export function formValues(container: HTMLElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of container.querySelectorAll('input, select, textarea')) {
    if (!isFormControl(element) || element instanceof HTMLButtonElement || !element.name) continue;
    if (element instanceof HTMLInputElement) {
      if (NOT_TYPED.has(element.type)) continue;
      if (element.type === 'checkbox') {
        values[element.name] = element.checked;
        continue;
      }
      if (element.type === 'radio') {
        if (element.checked) values[element.name] = element.value;
        continue;
      }
    }
    values[element.name] = element.value;
  }
  return values;
}

/**
 * Gives what the person typed in the server's form to the same fields of Ory Elements's render, as typing would: the
 * value is set through the element's own setter and an `input` event follows (a checkbox is clicked when it differs),
 * so React and Ory Elements's form state see the change.
 * @param values from {@link formValues}.
 * @param container Ory Elements's render.
 */
export function copyValues(values: Record<string, string | boolean>, container: HTMLElement): void {
  for (const [name, value] of Object.entries(values)) {
    const element = [...container.querySelectorAll('input, select, textarea')].find(
      (candidate): candidate is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        isFormControl(candidate) &&
        !(candidate instanceof HTMLButtonElement) &&
        candidate.name === name &&
        !(candidate instanceof HTMLInputElement && NOT_TYPED.has(candidate.type)),
    );
    if (!element) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked !== value) element.click();
      continue;
    }
    if (element instanceof HTMLInputElement && element.type === 'radio') continue;
    if (element.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
    if (setter) setter.call(element, String(value));
    else element.value = String(value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Calls `then` once Ory Elements's render in `container` is ready: its first field or button is there and enabled (Ory
 * Elements renders its controls disabled and enables them once its form runs), or after {@link ENABLE_TIMEOUT_MS}.
 * @returns a cleanup that cancels the wait.
 */
export function whenFormReady(container: HTMLElement, then: () => void): () => void {
  const ready = () => {
    const control = container.querySelector('form input:not([type="hidden"]), form button');
    return control !== null && isFormControl(control) && !control.disabled;
  };
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (ready()) finish();
  });
  const timer = window.setTimeout(finish, ENABLE_TIMEOUT_MS);
  observer.observe(container, { attributes: true, attributeFilter: ['disabled'], childList: true, subtree: true });
  if (ready()) finish();
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Runs `then` with the control `path` names in `container` once it is there and enabled (Ory Elements renders its
 * controls disabled and enables them right after its first render), or after {@link ENABLE_TIMEOUT_MS} with
 * whatever is there then (nothing: `then` is not called).
 */
function whenEnabled(container: HTMLElement, path: ControlPath, then: (element: HTMLElement) => void): void {
  const ready = () => {
    const element = findControl(container, path);
    return element && !(isFormControl(element) && element.disabled) ? element : null;
  };
  const now = ready();
  if (now) {
    then(now);
    return;
  }
  const observer = new MutationObserver(() => {
    const element = ready();
    if (!element) return;
    observer.disconnect();
    window.clearTimeout(timer);
    then(element);
  });
  const timer = window.setTimeout(() => {
    observer.disconnect();
    const element = findControl(container, path);
    if (element) then(element);
  }, ENABLE_TIMEOUT_MS);
  observer.observe(container, { attributes: true, attributeFilter: ['disabled'], childList: true, subtree: true });
}

/** The field types Ory Elements autofocuses, as it picks them (its `pickAutofocusField`). */
const AUTOFOCUS_TYPES = new Set(['text', 'email', 'password']);

/**
 * Focuses the form's first visible text, e-mail or password field and selects its text, as Ory Elements does once it
 * runs (its autofocus), unless the person has already focused something.
 */
export function focusFirstField(container: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const field = [...container.querySelectorAll('input')].find(
    (input) => AUTOFOCUS_TYPES.has(input.type) && !input.disabled && input.getClientRects().length > 0,
  );
  field?.focus();
  field?.select();
}

function focusWithCaret(element: HTMLElement, focus: FocusState): void {
  element.focus();
  if (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    focus.selectionStart !== null
  ) {
    try {
      element.setSelectionRange(focus.selectionStart, focus.selectionEnd ?? focus.selectionStart);
    } catch {
      // A field type without a caret: the focus is enough.
    }
  }
}

/** Focuses the field at `focus` in Ory Elements's render, with its caret, once that field is enabled. */
export function restoreFocus(container: HTMLElement, focus: FocusState): void {
  whenEnabled(container, focus, (element) => {
    const active = document.activeElement;
    // The person has moved on to something outside the form meanwhile: leave their focus where it is.
    if (active && active !== document.body && !container.contains(active)) return;
    focusWithCaret(element, focus);
  });
}

/** A click or a submission held until Ory Elements runs. */
export type HeldAction = { kind: 'click'; target: ControlPath } | { kind: 'submit'; submitter: ControlPath | null };

/**
 * Replays a held click or submission in `container` (Ory Elements's render, or the server's form when Ory Elements
 * could not load), once its control is enabled: the same control is clicked, or the form submitted with the same
 * submitter.
 */
export function replayOn(container: HTMLElement, held: HeldAction): void {
  if (held.kind === 'click') {
    whenEnabled(container, held.target, (target) => target.click());
    return;
  }
  const submit = (submitter: HTMLElement | null) => {
    const form = submitter?.closest('form') ?? container.querySelector('form');
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form?.requestSubmit(button ?? undefined);
  };
  if (held.submitter) whenEnabled(container, held.submitter, submit);
  else submit(null);
}
