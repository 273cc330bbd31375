'use client';
/* eslint-disable react-hooks/refs -- the latest-value refs pattern: the message listener and the send helpers are
   registered once and read the newest session and setters through refs written during render (idempotent writes). */

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
import { useChangeLanguage } from '@/components/layout/language-select';
import { useTheme } from '@/components/theme/theme-provider';
import { clientConfig } from '@/lib/config';
import { sep24Message } from '@/lib/interactive/sep24';
import { subscribe, type Announcement } from '@/lib/widget/bus';
import {
  hostEvent,
  parseHostCommand,
  statusChange,
  type HostCommand,
  type HostEventPayload,
  type HostEventType,
} from '@/lib/widget/host-events';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { hostChannel, type HostChannel } from '@/lib/widget/transport';
import type { EarlyMessages } from './host-bridge';
import { readWidgetSession } from './read-session-cookie';
import { saveWidgetSession } from './session-cookie';

/** Error screens and the `error` code each sends (spec §8 destinations). */
const ERROR_SCREENS: Record<string, string> = {
  '/error': 'error_page',
  '/404': 'not_found',
  '/payment-options-unavailable': 'payment_options_unavailable',
};

const SEEN_KEY = 'ramp-widget:statuses';
const COMPLETED_KEY = 'ramp-widget:completed';

/** A small JSON map in sessionStorage (per tab and frame); storage that is blocked reads as empty (logged once). */
function readMap(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch (error) {
    widgetLog.warn(`could not read ${key}; every status counts as new`, error);
    return {};
  }
}

function writeMap(key: string, value: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    widgetLog.warn(`could not keep ${key}`, error);
  }
}

/** Set on <html> while a host page frames the widget: the layouts' full-viewport minimum gives way. */
const FRAMED_ATTRIBUTE = 'data-widget-framed';
const FRAMED_STYLE_ID = 'ramp-widget-framed-style';

/**
 * Lets the content decide the height inside a host's frame: body's `min-height: 100dvh` (app/globals.css) and the
 * layouts' `min-h-dvh` (a full-viewport page in a browser tab) would otherwise make the content at least as tall
 * as the frame, so a frame could grow but never shrink. An unlayered rule, more specific than globals.css's, that
 * also beats Tailwind's utility layer; inserted once, idempotent.
 */
function releaseViewportMinimum(): void {
  document.documentElement.setAttribute(FRAMED_ATTRIBUTE, '');
  if (document.getElementById(FRAMED_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = FRAMED_STYLE_ID;
  style.textContent = `html[${FRAMED_ATTRIBUTE}] body,html[${FRAMED_ATTRIBUTE}] .min-h-dvh{min-height:0}`;
  document.head.appendChild(style);
}

/**
 * The content's height in whole CSS pixels: the laid-out height of <body> (not the document's scrollHeight, which
 * is never less than the frame's own height), so it falls when the content gets shorter.
 */
export function contentHeight(body: Pick<HTMLElement, 'getBoundingClientRect'> = document.body): number {
  return Math.max(1, Math.ceil(body.getBoundingClientRect().height));
}

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
  const { theme, setSelector } = useTheme();
  const { change: changeLanguage } = useChangeLanguage();

  // The server's reading of the cookie, else the browser's: a page reached by a cross-site redirect inside the
  // frame (the payment provider's return to the final step) is requested without the app's Lax cookies, but the
  // page's script still sees them.
  const sessionRef = useRef<WidgetSession | null>(session);
  sessionRef.current = session ?? sessionRef.current;
  if (sessionRef.current === null && typeof window !== 'undefined') sessionRef.current = readWidgetSession();
  const channelRef = useRef<HostChannel | null | undefined>(undefined);
  const channel = () => {
    if (channelRef.current === undefined)
      channelRef.current = hostChannel(window, clientConfig.partnerOrigins, sessionRef.current?.origin);
    return channelRef.current;
  };

  /** Sends a raw message (envelope or SEP-24) when a host can hear it. */
  const sendRaw = useRef((message: unknown) => {
    const target = channel();
    if (!target) return;
    try {
      target.send(message);
    } catch (error) {
      widgetLog.warn('could not post to the host', error);
    }
  }).current;
  const eventsOn = () => sessionRef.current?.events ?? true;
  const send = useRef(<T extends HostEventType>(type: T, payload: HostEventPayload<T>) => {
    if (!eventsOn()) return;
    try {
      sendRaw(hostEvent(type, payload));
    } catch (error) {
      widgetLog.warn(`could not build the ${type} event`, error);
    }
  }).current;

  // The latest setters, for the message listener registered once.
  const apply = useRef<(command: HostCommand) => void>(() => undefined);
  apply.current = (command) => {
    if (command.type === 'set_theme') {
      setSelector(command.theme);
      return;
    }
    const current = sessionRef.current;
    if (current && current.language !== command.language) saveWidgetSession({ ...current, language: command.language });
    if (command.language !== locale) void changeLanguage(command.language);
  };

  // Host → widget: set_theme, set_language, only from the window that frames/opened the page and its origin.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const parsed = parseHostCommand(event.data);
      if (parsed.kind === 'foreign') return;
      const target = channel();
      if (
        !target ||
        target.kind !== 'window' ||
        event.source !== target.target.window ||
        event.origin !== target.target.origin
      ) {
        widgetLog.warn(
          `ignored a message from ${event.origin || 'an unknown origin'}: not the partner page that hosts the widget`,
        );
        return;
      }
      if (parsed.kind === 'invalid') {
        widgetLog.warn(`ignored a host message: ${parsed.reason}`);
        return;
      }
      apply.current(parsed.command);
    };
    for (const event of early?.take() ?? []) onMessage(event);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // Registered once: it reads the latest values through refs.
  }, [early]);

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
  }, [send]);

  // resize: whenever the content's height changes, up or down (coalesced per animation frame).
  useEffect(() => {
    if (channel()?.kind === 'window') releaseViewportMinimum();
    let last = 0;
    let frame = 0;
    const report = () => {
      frame = 0;
      const height = contentHeight();
      if (height === last) return;
      last = height;
      send('resize', { height });
    };
    const observer = new ResizeObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(report);
    });
    observer.observe(document.body);
    report();
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [send]);

  // error: the error screens of spec §8.
  useEffect(() => {
    const code = ERROR_SCREENS[pathname];
    if (code) send('error', { code });
  }, [pathname, send]);

  // What the screens announce.
  useEffect(
    () =>
      subscribe((announcement: Announcement) => {
        if (announcement.type === 'close_request') return send('close_request', { reason: announcement.reason });
        if (announcement.type === 'error')
          return send('error', { code: announcement.code, message: announcement.message });
        const { transaction: tx, final } = announcement;
        const current = sessionRef.current;
        const change = statusChange(readMap(SEEN_KEY), tx);
        if (change.changed) {
          writeMap(SEEN_KEY, change.seen);
          send('transaction_status', { id: tx.id, kind: tx.kind, status: tx.status, previous_status: change.previous });
          if (current?.onChange) sendRaw(sep24Message(tx, { appOrigin: clientConfig.appOrigin }));
        }
        // `complete` and SEP-24's `callback` fire once per transaction: the first time the flow ends for it (the
        // status it ended with is kept; later changes go out as transaction_status).
        const completed = readMap(COMPLETED_KEY);
        if (final && !completed[tx.id]) {
          writeMap(COMPLETED_KEY, { ...completed, [tx.id]: tx.status });
          send('complete', { id: tx.id, status: tx.status });
          if (current?.callback) sendRaw(sep24Message(tx, { appOrigin: clientConfig.appOrigin }));
        }
      }),
    [send, sendRaw],
  );

  return null;
}
