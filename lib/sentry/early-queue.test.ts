/**
 * @jest-environment jsdom
 */
import { EARLY_QUEUE_KEY, EARLY_QUEUE_SCRIPT, earlyQueue, takeEarlyErrors, type EarlyQueue } from './early-queue';

const slot = window as unknown as Record<string, EarlyQueue | undefined>;

/** An uncaught error as the browser reports it to `window`. */
const uncaught = (error: Error | null, message = error?.message ?? '') =>
  window.dispatchEvent(new ErrorEvent('error', { error, message }));

/** An unhandled rejection as the browser reports it (jsdom has no PromiseRejectionEvent). */
const unhandled = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

// Jest's jsdom turns an error event no listener hears into a failure of the test: this one hears those dispatched
// after the queue's handler is gone. Every test takes its queue's errors (removing the handler) once.
const heard = () => undefined;
beforeAll(() => window.addEventListener('error', heard));
afterAll(() => window.removeEventListener('error', heard));
afterEach(() => delete slot[EARLY_QUEUE_KEY]);

describe('the inline early queue script', () => {
  it('stays tiny: every page carries it twice', () => {
    expect(EARLY_QUEUE_SCRIPT.length).toBeLessThanOrEqual(110);
    expect(EARLY_QUEUE_SCRIPT).not.toContain('"');
  });

  it('queues an uncaught error and an unhandled rejection, and its handler can be removed', () => {
    new Function(EARLY_QUEUE_SCRIPT)();
    const queue = slot[EARLY_QUEUE_KEY]!;
    const error = new Error('early boom');
    uncaught(error);
    unhandled('early reason');
    expect(queue.map((event) => event.type)).toEqual(['error', 'unhandledrejection']);
    expect(takeEarlyErrors(queue)).toEqual([
      { error, type: 'auto.browser.global_handlers.onerror' },
      { error: 'early reason', type: 'auto.browser.global_handlers.onunhandledrejection' },
    ]);
    uncaught(new Error('after the SDK started'));
    unhandled('later');
    expect(queue).toHaveLength(0);
  });

  it('keeps no names of its own on window besides the queue', () => {
    const before = new Set(Object.keys(window));
    new Function(EARLY_QUEUE_SCRIPT)();
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([EARLY_QUEUE_KEY]);
    takeEarlyErrors(slot[EARLY_QUEUE_KEY]!);
  });
});

describe('earlyQueue', () => {
  it('adopts the queue of the inline script', () => {
    new Function(EARLY_QUEUE_SCRIPT)();
    uncaught(new Error('before the bundle'));
    const queue = earlyQueue();
    expect(queue).toBe(slot[EARLY_QUEUE_KEY]);
    expect(takeEarlyErrors(queue)).toHaveLength(1);
  });

  it('sets up a queue of its own where the inline script did not run', () => {
    const queue = earlyQueue();
    unhandled(new Error('rejected'));
    expect(queue).toHaveLength(1);
    const [kept] = takeEarlyErrors(queue);
    expect(kept?.type).toBe('auto.browser.global_handlers.onunhandledrejection');
    unhandled('later');
    expect(queue).toHaveLength(0);
  });

  it('reports an error the browser gives no Error for (a cross-origin script) as an Error of its message', () => {
    const queue = earlyQueue();
    uncaught(null, 'Script error.');
    const [kept] = takeEarlyErrors(queue);
    expect(kept?.error).toEqual(new Error('Script error.'));
  });
});
