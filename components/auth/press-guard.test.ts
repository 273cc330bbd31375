/**
 * @jest-environment jest-fixed-jsdom
 *
 * The press guard of the deferred sign-in form (components/auth/press-guard.ts): Ory Elements never takes
 * the server form's place in the middle of a press, so a "Sign in" pressed at that moment still makes its click.
 */
import { guardPresses, PRESS_TIMEOUT_MS } from './press-guard';

let form: HTMLElement;
let button: HTMLButtonElement;
let field: HTMLInputElement;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div id="server"><form><input name="identifier"><button type="submit" name="method" value="password">Sign in</button></form></div>
    <a id="outside" href="/">elsewhere</a>`;
  form = document.getElementById('server')!;
  button = form.querySelector('button')!;
  field = form.querySelector('input')!;
});

afterEach(() => {
  jest.useRealTimers();
});

/** Runs the timers of the next task (a 0 ms timeout). */
function nextTask() {
  jest.advanceTimersByTime(1);
}

function fire(target: EventTarget, type: string, init: KeyboardEventInit = {}) {
  const event = type.startsWith('key')
    ? new KeyboardEvent(type, { bubbles: true, ...init })
    : new Event(type, { bubbles: true });
  target.dispatchEvent(event);
}

test('with no press under way, the switch runs at once', () => {
  const guard = guardPresses(form);
  const swap = jest.fn();
  guard.whenReleased(swap);
  expect(swap).toHaveBeenCalledTimes(1);
  guard.dispose();
});

test('a pointer held down on the button delays the switch until after its release and click', () => {
  const guard = guardPresses(form);
  const order: string[] = [];
  const swap = jest.fn(() => order.push('swap'));
  button.addEventListener('click', () => order.push('click'));

  fire(button, 'pointerdown');
  guard.whenReleased(swap);
  expect(swap).not.toHaveBeenCalled();

  // The browser's release: pointerup, then the click, in one task; the switch comes in a task after it.
  fire(button, 'pointerup');
  button.click();
  expect(swap).not.toHaveBeenCalled();
  nextTask();
  expect(order).toEqual(['click', 'swap']);
  guard.dispose();
});

test('Space held on a button delays the switch until the key comes up; Space in a field does not', () => {
  const guard = guardPresses(form);
  const swap = jest.fn();
  fire(field, 'keydown', { key: ' ' });
  guard.whenReleased(swap);
  expect(swap).toHaveBeenCalledTimes(1);

  fire(button, 'keydown', { key: ' ' });
  guard.whenReleased(swap);
  expect(swap).toHaveBeenCalledTimes(1);
  fire(button, 'keyup', { key: ' ' });
  nextTask();
  expect(swap).toHaveBeenCalledTimes(2);
  guard.dispose();
});

test("a field's blur (it reaches the window's capturing listeners) does not end a press", () => {
  const guard = guardPresses(form);
  const swap = jest.fn();
  field.focus();
  fire(button, 'pointerdown');
  button.focus(); // the press moves the focus: the field blurs
  guard.whenReleased(swap);
  jest.advanceTimersByTime(PRESS_TIMEOUT_MS - 1);
  expect(swap).not.toHaveBeenCalled();
  guard.dispose();
});

test('a press outside the form does not delay the switch', () => {
  const guard = guardPresses(form);
  const swap = jest.fn();
  fire(document.getElementById('outside')!, 'pointerdown');
  guard.whenReleased(swap);
  expect(swap).toHaveBeenCalledTimes(1);
  guard.dispose();
});

test('a cancelled pointer, a lost window focus or the time limit end a press', () => {
  for (const [name, end] of [
    ['pointercancel', () => fire(window, 'pointercancel')],
    ['blur', () => fire(window, 'blur')],
    ['time limit', () => jest.advanceTimersByTime(PRESS_TIMEOUT_MS)],
  ] as const) {
    const guard = guardPresses(form);
    const swap = jest.fn();
    fire(button, 'pointerdown');
    guard.whenReleased(swap);
    end();
    nextTask();
    expect([name, swap.mock.calls.length]).toEqual([name, 1]);
    guard.dispose();
  }
});

test('a cancelled wait never runs; a disposed guard runs what was waiting', () => {
  const guard = guardPresses(form);
  const cancelledSwap = jest.fn();
  fire(button, 'pointerdown');
  guard.whenReleased(cancelledSwap)();
  fire(button, 'pointerup');
  jest.advanceTimersByTime(PRESS_TIMEOUT_MS);
  expect(cancelledSwap).not.toHaveBeenCalled();

  const swap = jest.fn();
  fire(button, 'pointerdown');
  guard.whenReleased(swap);
  guard.dispose();
  expect(swap).not.toHaveBeenCalled();
  nextTask();
  expect(swap).toHaveBeenCalledTimes(1);
  // Disposed: its listeners are gone, a later press delays nothing.
  fire(button, 'pointerdown');
  const later = jest.fn();
  guard.whenReleased(later);
  expect(later).not.toHaveBeenCalled();
});
