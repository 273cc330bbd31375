/**
 * Test support (one fake instead of a copy per test file): a stand-in for `window` as
 * lib/security/partner-origin reads it, for the unit tests of partner-origin, the interactive flow's wallet target
 * and the widget's host channel. Not imported by application code.
 */
import type { WindowLike } from './partner-origin';

/**
 * A top-level window with no opener and no referrer, unless `over` says otherwise.
 * @param over fields to replace; `framed: true` gives it a parent window (with a `postMessage` mock) that is also
 *   its top, as a page in a partner's frame.
 * @returns the fake window, typed as `W` (e.g. `WindowLike & NativeBridgeWindow`).
 */
export function fakeWindow<W extends WindowLike = WindowLike>(over: Partial<W> & { framed?: boolean } = {}): W {
  const { framed, ...fields } = over;
  const self = {};
  const parent = framed ? { postMessage: jest.fn() } : self;
  return {
    opener: null,
    parent,
    self,
    top: parent,
    location: { ancestorOrigins: null },
    document: { referrer: '' },
    ...fields,
  } as unknown as W;
}
