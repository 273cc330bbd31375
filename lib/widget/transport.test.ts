import type { WindowLike } from '@/lib/security/partner-origin';
import { fakeWindow } from '@/lib/security/test-window';
import { hostChannel, type NativeBridgeWindow } from './transport';

const ALLOWED = ['http://localhost:4012'];

const win = fakeWindow<WindowLike & NativeBridgeWindow>;

describe('hostChannel', () => {
  it('posts to the framing partner with its origin as targetOrigin, never *', () => {
    const parent = { postMessage: jest.fn() };
    const channel = hostChannel(
      win({
        parent,
        top: parent,
        location: { ancestorOrigins: Object.assign(['http://localhost:4012'], { length: 1 }) },
      }),
      ALLOWED,
    );
    expect(channel?.kind).toBe('window');
    channel!.send({ hello: 1 });
    expect(parent.postMessage).toHaveBeenCalledWith({ hello: 1 }, 'http://localhost:4012');
  });

  it('sends nothing to a framing page that is not allowed', () => {
    const parent = { postMessage: jest.fn() };
    expect(
      hostChannel(
        win({
          parent,
          top: parent,
          location: { ancestorOrigins: Object.assign(['http://localhost:4019'], { length: 1 }) },
        }),
        ALLOWED,
      ),
    ).toBeNull();
  });

  it("uses the React Native WebView bridge in a partner's app (a JSON string)", () => {
    const postMessage = jest.fn();
    const channel = hostChannel(win({ ReactNativeWebView: { postMessage } }), ALLOWED);
    expect(channel?.kind).toBe('react-native');
    channel!.send({ type: 'close_request' });
    expect(postMessage).toHaveBeenCalledWith('{"type":"close_request"}');
  });

  it('uses a WKWebView message handler named rampWidget', () => {
    const postMessage = jest.fn();
    const channel = hostChannel(win({ webkit: { messageHandlers: { rampWidget: { postMessage } } } }), ALLOWED);
    expect(channel?.kind).toBe('webkit');
    channel!.send({ type: 'ready' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'ready' });
  });

  it('is null in an ordinary top-level tab', () => {
    expect(hostChannel(win(), ALLOWED)).toBeNull();
  });
});
