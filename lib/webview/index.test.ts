import { UAParser } from 'ua-parser-js';
import { NOT_WEBVIEW, detectWebview, googleSignInMode, isFramed, isWebviewUserAgent } from './index';

/** Real user-agent strings (as sent by the devices and apps named), and whether each is a webview. */
const USER_AGENTS: Array<[name: string, ua: string, webview: boolean]> = [
  // Android
  [
    'Android System WebView (Pixel 7)',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36',
    true,
  ],
  [
    'Android WebView, KitKat form',
    'Mozilla/5.0 (Linux; Android 4.4; Nexus 5 Build/KRT16M) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36',
    true,
  ],
  [
    'Facebook in-app browser on Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S911B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/467.0.0.49.77;]',
    true,
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    false,
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    false,
  ],
  ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0', false],
  // iOS
  [
    'WKWebView in an iPhone app',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    true,
  ],
  [
    'WKWebView in an iPad app',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    true,
  ],
  [
    'Facebook in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.43.109;FBBV/622112372;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    true,
  ],
  [
    'Instagram on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 611986245)',
    true,
  ],
  [
    'Instagram on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Instagram 337.0.0.35.102 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 620271345)',
    true,
  ],
  [
    'Line on iPhone (carries Safari)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
    true,
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Firefox on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    false,
  ],
  [
    'Safari on iPad (desktop-class agent)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    false,
  ],
  // Desktop
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    false,
  ],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', false],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    false,
  ],
  [
    'Headless Chromium (the e2e browser)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    false,
  ],
];

describe('isWebviewUserAgent over real user agents (spec §1)', () => {
  it.each(USER_AGENTS)('%s → %p', (_name, ua, webview) => {
    expect(isWebviewUserAgent(ua)).toBe(webview);
  });

  it('treats a missing user agent as an ordinary browser', () => {
    expect(isWebviewUserAgent('')).toBe(false);
    expect(isWebviewUserAgent(null)).toBe(false);
    expect(isWebviewUserAgent(undefined)).toBe(false);
  });
});

describe('isFramed', () => {
  it('is true when the window is not its own top', () => {
    const top = {};
    expect(isFramed({ self: {}, top })).toBe(true);
    expect(isFramed({ self: {}, top: null })).toBe(true);
  });

  it('is false for a top-level window', () => {
    const self = {};
    expect(isFramed({ self, top: self })).toBe(false);
  });
});

describe('detectWebview: framed or a webview user agent (spec §1)', () => {
  const DESKTOP = USER_AGENTS.find(([name]) => name === 'Chrome on Windows')![1];
  const ANDROID_WV = USER_AGENTS[0]![1];

  it('a framed page is a webview, whatever its user agent', () => {
    expect(detectWebview({ framed: true, userAgent: DESKTOP })).toEqual({
      webview: true,
      framed: true,
      reason: 'framed',
    });
  });

  it('a top-level page with a webview user agent is a webview', () => {
    expect(detectWebview({ framed: false, userAgent: ANDROID_WV })).toEqual({
      webview: true,
      framed: false,
      reason: 'user-agent',
    });
  });

  it('a top-level desktop tab is not', () => {
    expect(detectWebview({ framed: false, userAgent: DESKTOP })).toEqual(NOT_WEBVIEW);
  });
});

describe('googleSignInMode: where Google sign-in can run (Google refuses frames and webviews)', () => {
  const ua = (name: string) => USER_AGENTS.find(([n]) => n === name)![1];

  it('an ordinary top-level tab signs in with Google in place', () => {
    expect(googleSignInMode({ framed: false, userAgent: ua('Chrome on Windows') })).toBe('inline');
    expect(googleSignInMode({ framed: false, userAgent: ua('Safari on iPhone') })).toBe('inline');
    expect(googleSignInMode({ framed: false, userAgent: undefined })).toBe('inline');
  });

  it('a browser framed by a partner opens Google sign-in in a new top-level window', () => {
    expect(googleSignInMode({ framed: true, userAgent: ua('Chrome on Windows') })).toBe('new-window');
    expect(googleSignInMode({ framed: true, userAgent: ua('Headless Chromium (the e2e browser)') })).toBe('new-window');
  });

  it.each(USER_AGENTS.filter(([, , webview]) => webview))(
    'hides Google in %s, framed or not (disallowed_useragent)',
    (_name, userAgent) => {
      expect(googleSignInMode({ framed: false, userAgent })).toBe('hidden');
      expect(googleSignInMode({ framed: true, userAgent })).toBe('hidden');
    },
  );
});

describe('the patterns ua-parser-js does not report (why lib/webview keeps its own)', () => {
  const ua = (name: string) => USER_AGENTS.find(([n]) => n === name)![1];

  it.each(['WKWebView in an iPhone app', 'WKWebView in an iPad app', 'Android WebView, KitKat form'])(
    '%s: a webview by spec §1, not an in-app browser to ua-parser-js',
    (name) => {
      expect(isWebviewUserAgent(ua(name))).toBe(true);
      expect(new UAParser(ua(name)).getBrowser().type).toBeUndefined();
    },
  );
});
