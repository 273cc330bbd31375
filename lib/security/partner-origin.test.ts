import { embeddingOrigin, isAllowedOrigin, messageTarget, toOrigin } from './partner-origin';
import { fakeWindow } from './test-window';

const ALLOWED = ['https://lobstr.example', 'http://localhost:4012'];

const win = fakeWindow;

describe('toOrigin', () => {
  it('normalises http(s) URLs and refuses everything else', () => {
    expect(toOrigin('https://Lobstr.example:443/path?q=1')).toBe('https://lobstr.example');
    expect(toOrigin('null')).toBeNull();
    expect(toOrigin('javascript:alert(1)')).toBeNull();
    expect(toOrigin('')).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  it('matches exact origins only', () => {
    expect(isAllowedOrigin('https://lobstr.example', ALLOWED)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4012', ALLOWED)).toBe(true);
    expect(isAllowedOrigin('https://lobstr.example.evil', ALLOWED)).toBe(false);
    expect(isAllowedOrigin('http://lobstr.example', ALLOWED)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4019', ALLOWED)).toBe(false);
    expect(isAllowedOrigin(null, ALLOWED)).toBe(false);
  });
});

describe('embeddingOrigin', () => {
  it('prefers the nearest ancestor origin, then the referrer', () => {
    expect(embeddingOrigin(win({ location: { ancestorOrigins: { length: 1, 0: 'http://localhost:4012' } } }))).toBe(
      'http://localhost:4012',
    );
    expect(embeddingOrigin(win({ document: { referrer: 'https://lobstr.example/wallet?x=1' } }))).toBe(
      'https://lobstr.example',
    );
    expect(embeddingOrigin(win())).toBeNull();
  });
});

describe('messageTarget', () => {
  it('posts to the opener first, restricted to an allowed origin', () => {
    const opener = { postMessage: jest.fn() };
    const target = messageTarget(win({ opener, document: { referrer: 'https://lobstr.example/' } }), ALLOWED);
    expect(target).toEqual({ via: 'opener', window: opener, origin: 'https://lobstr.example' });
  });

  it('posts to the parent when framed and there is no opener', () => {
    const w = win({ framed: true, location: { ancestorOrigins: { length: 1, 0: 'http://localhost:4012' } } });
    expect(messageTarget(w, ALLOWED)).toMatchObject({ via: 'parent', origin: 'http://localhost:4012' });
  });

  it('uses the preferred origin when it is allowed, else falls back to the embedding one', () => {
    const w = win({ framed: true, document: { referrer: 'http://localhost:4012/' } });
    expect(messageTarget(w, ALLOWED, 'https://lobstr.example/cb')?.origin).toBe('https://lobstr.example');
    expect(messageTarget(w, ALLOWED, 'https://evil.example/cb')?.origin).toBe('http://localhost:4012');
  });

  it('sends nothing to a disallowed embedder, nor when there is no other window', () => {
    expect(messageTarget(win({ framed: true, document: { referrer: 'http://localhost:4019/' } }), ALLOWED)).toBeNull();
    expect(messageTarget(win({ document: { referrer: 'https://lobstr.example/' } }), ALLOWED)).toBeNull();
  });
});
