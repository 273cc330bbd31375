/**
 * @jest-environment jest-fixed-jsdom
 *
 * The host bridge's mount: the bridge (its protocol, schemas and zod) loads only where a host
 * can hear the page or a widget session is there; a page opened on its own never loads it. The theme and language
 * cookies a cross-site redirect did not carry are restored either way.
 */
import { act, screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { testWidgetSession } from '@/lib/testing/widget-session';
import type { WidgetSession } from '@/lib/widget/session';
import { HostBridge } from './host-bridge';

const setSelector = jest.fn();
const refresh = jest.fn();
let mockLoads = 0;
let mockEarly: { take(): MessageEvent[] } | null = null;

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/components/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', selector: 'light', setSelector }),
}));
const changeLanguage = jest.fn(() => Promise.resolve());
let mockAuth: { authorised: boolean; config: { lang: string } | null } = { authorised: false, config: null };
jest.mock('@/components/layout/language-select', () => ({
  useChangeLanguage: () => ({ change: changeLanguage, pending: false }),
}));
jest.mock('@/components/session/session-provider', () => ({ useSession: () => mockAuth }));
jest.mock('./host-bridge-connected', () => {
  mockLoads += 1;
  return {
    __esModule: true,
    default: ({ session, early }: { session: { partner: string } | null; early: { take(): MessageEvent[] } }) => {
      mockEarly = early;
      return <p data-testid="bridge">{session?.partner ?? 'no session'}</p>;
    },
  };
});

const PARTNER = 'http://localhost:4012';
const lobstr: WidgetSession = testWidgetSession({ origin: PARTNER, mode: 'ramp' });

function clearCookies() {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()))
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
}

/** Frames the page: window.parent is a partner page with its origin as the referrer (undone after the test). */
function framedBy(origin: string) {
  Object.defineProperty(window, 'parent', { value: { postMessage: jest.fn() }, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${origin}/home`, configurable: true });
}

afterEach(() => {
  clearCookies();
  mockAuth = { authorised: false, config: null };
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('HostBridge mount', () => {
  it('a page opened on its own, with no widget session, never loads the bridge', async () => {
    render(<HostBridge session={null} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('bridge')).toBeNull();
    expect(mockLoads).toBe(0);
  });

  it('a page a partner frames from an allowed origin loads the bridge', async () => {
    framedBy(PARTNER);
    render(<HostBridge session={null} />);
    expect((await screen.findByTestId('bridge')).textContent).toBe('no session');
    expect(mockLoads).toBe(1);
  });

  it('keeps the messages that arrive before the bridge loaded, for the bridge to check', async () => {
    framedBy(PARTNER);
    render(<HostBridge session={null} />);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'set_theme' }, origin: PARTNER }));
    });
    await screen.findByTestId('bridge');
    // The bridge (here a stand-in) is handed the queue the mount kept.
    expect(mockEarly!.take().map((event) => [event.data, event.origin])).toEqual([[{ type: 'set_theme' }, PARTNER]]);
  });

  it('a page framed by a foreign origin, with no widget session, does not render the bridge', async () => {
    framedBy('http://localhost:4019');
    render(<HostBridge session={null} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('bridge')).toBeNull();
  });

  it('a widget session (the server’s, or only the browser’s cookie) renders the bridge with no host', async () => {
    const { unmount } = render(<HostBridge session={lobstr} />);
    expect((await screen.findByTestId('bridge')).textContent).toBe('lobstr');
    unmount();
    document.cookie = 'widgetSession=anything; path=/';
    render(<HostBridge session={null} />);
    expect((await screen.findByTestId('bridge')).textContent).toBe('no session');
  });

  it('restores the theme and language of cookies the request did not carry, without a host', () => {
    document.cookie = 'themeSelector=dark; path=/';
    document.cookie = 'language=pt; path=/';
    render(<HostBridge session={null} />);
    expect(setSelector).toHaveBeenCalledWith('dark');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never writes the partner’s language to a signed-in person’s profile (spec §4: the profile’s wins)', () => {
    // The page is in the partner's language (pt), from the server's session or only the browser's cookie; the
    // profile says en.
    mockAuth = { authorised: true, config: { lang: 'en' } };
    const { unmount } = render(<HostBridge session={{ ...lobstr, language: 'pt' }} />, { locale: 'pt' });
    unmount();
    document.cookie = `widgetSession=${encodeURIComponent(JSON.stringify({ ...lobstr, language: 'pt' }))}; path=/`;
    render(<HostBridge session={null} />, { locale: 'pt' });
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
