'use client';

/**
 * The browser end of the host events (spec §1, §4; lib/widget/host-events for the protocol), loaded by
 * ./host-bridge when a host can hear the page or a widget session is there (a page opened on its own does
 * not load it). It renders nothing and, when a partner frames or opened the page (or a partner app's native bridge
 * is there; lib/widget/transport):
 * - sends `ready` once mounted (after it listens), `resize` whenever the content's height changes (up or down),
 *   `error` on the error screens (/error, /404, /payment-options-unavailable) and for what screens announce
 *   (lib/widget/bus), `transaction_status` when a transaction is first seen or changes status, `complete` when
 *   the final step shows it, `close_request` when the person asks; and SEP-24's `{transaction}` messages when the
 *   widget URL asked for them (`callback` / `on_change_callback` = postMessage);
 * - applies `set_theme` and `set_language` from the host live (the theme and language setters of the header),
 *   but only from the window that frames/opened it AND from that window's allowed origin; anything else claiming
 *   the protocol is logged and ignored;
 * Everything goes only to the allowed partner origin, never `*`.
 */
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import type { WidgetSession } from '@/lib/widget/session';
import type { EarlyMessages } from './host-bridge';
import { useHostAnnouncements } from './use-host-announcements';
import { useHostChannel } from './use-host-channel';
import { useHostCommands } from './use-host-commands';
import { useHostResize } from './use-host-resize';

/** Error screens and the `error` code each sends (spec §8 destinations). */
const ERROR_SCREENS: Record<string, string> = {
  '/error': 'error_page',
  '/404': 'not_found',
  '/payment-options-unavailable': 'payment_options_unavailable',
};

/**
 * @param session the widget session (from /widget's URL, or its cookie on later screens, read by the server or, when
 *   the request came without cookies, by the browser); null outside a widget visit, where events still go to an
 *   allowed host that frames the page.
 * @param early the messages that came while this module loaded (./host-bridge), replayed through the same checks.
 */
export default function ConnectedHostBridge({
  session,
  early,
}: {
  session: WidgetSession | null;
  early?: EarlyMessages;
}) {
  const pathname = usePathname();
  const locale = useLocale();
  const { theme } = useTheme();
  const link = useHostChannel(session);
  const { sessionRef, send } = link;

  // Host → widget: set_theme, set_language, only from the window that frames/opened the page and its origin.
  useHostCommands(link, early);

  // ready: once per mount, after the listener above is in place.
  const readyInfo = useRef({ pathname, locale, theme });
  useEffect(() => {
    const { pathname: path, locale: language, theme: shown } = readyInfo.current;
    send('ready', {
      path,
      partner: sessionRef.current?.partner ?? null,
      mode: sessionRef.current?.mode ?? null,
      language,
      theme: shown,
    });
  }, [send, sessionRef]);

  // resize: whenever the content's height changes, up or down (coalesced per animation frame).
  useHostResize(link);

  // error: the error screens of spec §8.
  useEffect(() => {
    const code = ERROR_SCREENS[pathname];
    if (code) send('error', { code });
  }, [pathname, send]);

  // What the screens announce.
  useHostAnnouncements(link);

  return null;
}
