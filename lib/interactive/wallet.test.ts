/**
 * Where the interactive flow's postMessage callbacks go (SEP-24 opener → parent), over
 * lib/security/partner-origin: only an allow-listed origin, never `*`, and nothing for a foreign embedder.
 */
import { fakeWindow } from '@/lib/security/test-window';
import { isOpenedByWallet, originToRemember, walletTarget } from './wallet';

const ALLOWED = ['http://localhost:4011', 'http://localhost:4012'];

const win = fakeWindow;

describe('walletTarget', () => {
  it('is the opener of a popup opened by an allowed partner page', () => {
    const opener = { postMessage: jest.fn() };
    expect(
      walletTarget(win({ opener, document: { referrer: 'http://localhost:4012/interactive' } }), ALLOWED, null),
    ).toEqual({
      via: 'opener',
      window: opener,
      origin: 'http://localhost:4012',
    });
  });

  it('is the parent of a frame when there is no opener', () => {
    const w = win({ framed: true, location: { ancestorOrigins: { length: 1, 0: 'http://localhost:4011' } } });
    expect(walletTarget(w, ALLOWED, null)).toMatchObject({ via: 'parent', origin: 'http://localhost:4011' });
  });

  it('is nothing for a foreign opener, even with a remembered origin that is not allowed', () => {
    const opener = { postMessage: jest.fn() };
    expect(
      walletTarget(win({ opener, document: { referrer: 'http://localhost:4019/interactive' } }), ALLOWED, null),
    ).toBeNull();
    expect(
      walletTarget(win({ opener, document: { referrer: 'http://localhost:4019/' } }), ALLOWED, 'http://localhost:4019'),
    ).toBeNull();
  });

  it('uses the remembered origin when the referrer was lost (navigation inside the popup)', () => {
    const opener = { postMessage: jest.fn() };
    const w = win({ opener, document: { referrer: 'http://localhost:3000/login' } });
    expect(walletTarget(w, ALLOWED, null)).toBeNull();
    expect(walletTarget(w, ALLOWED, 'http://localhost:4012')).toMatchObject({
      via: 'opener',
      origin: 'http://localhost:4012',
    });
  });

  it('is nothing for a standalone page (no opener, not framed)', () => {
    expect(
      walletTarget(win({ document: { referrer: 'http://localhost:4012/' } }), ALLOWED, 'http://localhost:4012'),
    ).toBeNull();
  });
});

describe('originToRemember', () => {
  it('remembers only an allowed embedding origin', () => {
    expect(originToRemember(win({ document: { referrer: 'http://localhost:4012/x' } }), ALLOWED)).toBe(
      'http://localhost:4012',
    );
    expect(originToRemember(win({ document: { referrer: 'http://localhost:4019/x' } }), ALLOWED)).toBeNull();
    expect(originToRemember(win(), ALLOWED)).toBeNull();
  });
});

describe('isOpenedByWallet', () => {
  it('is true for a popup or a frame, false standalone', () => {
    expect(isOpenedByWallet(win({ opener: {} }))).toBe(true);
    expect(isOpenedByWallet(win({ framed: true }))).toBe(true);
    expect(isOpenedByWallet(win())).toBe(false);
  });
});
