/** @jest-environment node */
import { releaseAbortReasonStacks } from './abort-reason-stacks';

/**
 * V8 calls `Error.prepareStackTrace` when it formats an error's stack, which is when it lets go of the call sites
 * (their functions and receivers) the error kept until then. The spy tells whether an abort reason was formatted.
 */
function formatSpy() {
  const original = Error.prepareStackTrace;
  const formatted: string[] = [];
  Error.prepareStackTrace = (error, sites) => {
    formatted.push(String((error as Error).message));
    return `${(error as Error).message}\n${sites.length} frames`;
  };
  return { formatted, restore: () => (Error.prepareStackTrace = original) };
}

/** A fresh AbortController class whose prototype the test may patch, leaving the global one alone. */
function isolatedController() {
  class Controller extends AbortController {}
  Object.defineProperty(Controller.prototype, 'abort', {
    value: AbortController.prototype.abort,
    writable: true,
    configurable: true,
  });
  return Controller;
}

describe('releaseAbortReasonStacks', () => {
  it("formats an Error reason's stack as the controller aborts, so the reason holds no call sites", () => {
    const Controller = isolatedController();
    releaseAbortReasonStacks(Controller.prototype);
    const spy = formatSpy();
    try {
      const controller = new Controller();
      const reason = new Error('This render completed successfully.');
      controller.abort(reason);
      expect(spy.formatted).toEqual(['This render completed successfully.']);
      expect(controller.signal.aborted).toBe(true);
      expect(controller.signal.reason).toBe(reason);
    } finally {
      spy.restore();
    }
  });

  it('leaves an unpatched controller as it was: the reason keeps its call sites until read', () => {
    const Controller = isolatedController();
    const spy = formatSpy();
    try {
      new Controller().abort(new Error('kept'));
      expect(spy.formatted).toEqual([]);
    } finally {
      spy.restore();
    }
  });

  it('aborts as before with no reason or a reason that is not an Error, and patches once', () => {
    const Controller = isolatedController();
    releaseAbortReasonStacks(Controller.prototype);
    const patched = Controller.prototype.abort;
    releaseAbortReasonStacks(Controller.prototype);
    expect(Controller.prototype.abort).toBe(patched);
    const plain = new Controller();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
    const text = new Controller();
    text.abort('gone');
    expect(text.signal.reason).toBe('gone');
  });
});
