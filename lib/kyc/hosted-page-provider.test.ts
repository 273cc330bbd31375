/**
 * @jest-environment jsdom
 *
 * The hosted-page verification provider: frames the token's page and trusts only messages from that frame, on
 * that page's origin, of the right shape and for the same token (REFERENCES.md "postMessage").
 */
import type { KycToken } from '@/lib/api/kyc';
import { HOSTED_PAGE_ALLOW, HOSTED_PAGE_SANDBOX, createHostedPageProvider } from './hosted-page-provider';
import { providerFor, type KycCallbacks } from './provider';

const TOKEN: KycToken = {
  token: 'sbx_kyc_abc123',
  app_id: 'ramp-web',
  user_id: 'u1',
  url: 'https://kyc.example/verify?token=sbx_kyc_abc123',
};
const ORIGIN = 'https://kyc.example';

function setup(token: KycToken = TOKEN, readyTimeoutMs = 1_000) {
  const container = document.createElement('div');
  document.body.append(container);
  const callbacks = { onReady: jest.fn(), onOutcome: jest.fn(), onError: jest.fn() } satisfies KycCallbacks;
  const provider = createHostedPageProvider({ readyTimeoutMs });
  const session = provider.start(token, container, callbacks, { title: 'Verify' });
  const frame = container.querySelector('iframe');
  const post = (data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? ORIGIN,
        source: init.source === undefined ? frame!.contentWindow : init.source,
      }),
    );
  return { container, callbacks, session, frame, post, provider };
}

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('hosted-page KYC provider', () => {
  it('frames the page with camera permissions, a sandbox and the given title', () => {
    const { frame } = setup();
    expect(frame).not.toBeNull();
    expect(frame!.src).toBe(TOKEN.url);
    expect(frame!.title).toBe('Verify');
    expect(frame!.getAttribute('allow')).toBe(HOSTED_PAGE_ALLOW);
    expect(frame!.getAttribute('sandbox')).toBe(HOSTED_PAGE_SANDBOX);
    expect(frame!.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
  });

  it('reports ready, then the outcome once', () => {
    const { callbacks, post } = setup();
    post({ type: 'kyc.ready', token: TOKEN.token });
    expect(callbacks.onReady).toHaveBeenCalledTimes(1);
    post({ type: 'kyc.outcome', status: 'approved', token: TOKEN.token, level: 'level_2' });
    post({ type: 'kyc.outcome', status: 'rejected', token: TOKEN.token });
    expect(callbacks.onOutcome).toHaveBeenCalledTimes(1);
    expect(callbacks.onOutcome).toHaveBeenCalledWith({ status: 'approved', level: 'level_2' });
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('ignores another origin, another window, a malformed message and another token', () => {
    const { callbacks, post } = setup();
    post({ type: 'kyc.outcome', status: 'approved' }, { origin: 'https://evil.example' });
    post({ type: 'kyc.outcome', status: 'approved' }, { source: window });
    post({ type: 'kyc.outcome', status: 'approved' }, { source: null });
    post({ type: 'kyc.outcome', status: 'maybe' });
    post('approved');
    post({ type: 'kyc.outcome', status: 'approved', token: 'sbx_kyc_other' });
    expect(callbacks.onOutcome).not.toHaveBeenCalled();
    post({ type: 'kyc.outcome', status: 'rejected' });
    expect(callbacks.onOutcome).toHaveBeenCalledWith({ status: 'rejected' });
  });

  it('gives up with a timeout when the page never says it is ready', () => {
    jest.useFakeTimers();
    const { callbacks, post } = setup(TOKEN, 1_000);
    jest.advanceTimersByTime(999);
    expect(callbacks.onError).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callbacks.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }));
    post({ type: 'kyc.outcome', status: 'approved' });
    expect(callbacks.onOutcome).not.toHaveBeenCalled();
  });

  it('a ready page does not time out', () => {
    jest.useFakeTimers();
    const { callbacks, post } = setup(TOKEN, 1_000);
    post({ type: 'kyc.ready' });
    jest.advanceTimersByTime(5_000);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('stop removes the frame and stops listening', () => {
    const { callbacks, container, session, frame } = setup();
    const source = frame!.contentWindow;
    session.stop();
    session.stop();
    expect(container.querySelector('iframe')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'kyc.outcome', status: 'approved' }, origin: ORIGIN, source }),
    );
    expect(callbacks.onOutcome).not.toHaveBeenCalled();
  });

  it('supports only tokens with an http(s) page, and says so when started without one', () => {
    const provider = createHostedPageProvider();
    const noUrl: KycToken = { token: 't', app_id: 'a', user_id: 'u' };
    expect(provider.supports(TOKEN)).toBe(true);
    expect(provider.supports(noUrl)).toBe(false);
    expect(provider.supports({ ...noUrl, url: 'ftp://kyc.example/x' })).toBe(false);
    expect(providerFor(noUrl, [provider])).toBeNull();
    expect(providerFor(TOKEN, [provider])).toBe(provider);
    const { callbacks, container } = setup(noUrl);
    expect(callbacks.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unsupported' }));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
