'use client';
/* eslint-disable react-hooks/refs -- the latest-value refs pattern: the send helpers are made once and read the newest
   session through a ref written during render (idempotent writes). */

/**
 * The way from the widget to its host (spec §1, §4; lib/widget/host-events for the protocol, lib/widget/transport for
 * the channel): the widget session (the server's reading of its cookie, else the browser's), the channel to the
 * allowed partner origin (found once, on first use; null when no allowed host can hear the page), and the send
 * helpers, which never throw (a failure is logged). Everything goes only to the allowed partner origin, never `*`.
 */
import { useRef, type RefObject } from 'react';
import { clientConfig } from '@/lib/config';
import { hostEvent, type HostEventPayload, type HostEventType } from '@/lib/widget/host-events';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { hostChannel, type HostChannel } from '@/lib/widget/transport';
import { readWidgetSession } from './read-session-cookie';

/** The bridge's channel and send helpers; each is the same on every render. */
export interface HostLink {
  /** The widget session as last known (null outside a widget visit). */
  sessionRef: RefObject<WidgetSession | null>;
  /** The channel to the host, or null when none can hear the page. */
  channel: () => HostChannel | null;
  /** Sends a raw message (envelope or SEP-24) when a host can hear it. */
  sendRaw: (message: unknown) => void;
  /** Sends a host event when the session has events on (the default). */
  send: <T extends HostEventType>(type: T, payload: HostEventPayload<T>) => void;
}

/**
 * The host channel of the page (see the module comment).
 * @param session the widget session the server read, or null: the browser then reads the cookie itself (a page
 *   reached by a cross-site redirect inside the frame, e.g. the payment provider's return to the final step, is
 *   requested without the app's Lax cookies, but the page's script still sees them).
 */
export function useHostChannel(session: WidgetSession | null): HostLink {
  const sessionRef = useRef<WidgetSession | null>(session);
  sessionRef.current = session ?? sessionRef.current;
  if (sessionRef.current === null && typeof window !== 'undefined') sessionRef.current = readWidgetSession();
  const channelRef = useRef<HostChannel | null | undefined>(undefined);
  const channel = useRef(() => {
    if (channelRef.current === undefined)
      channelRef.current = hostChannel(window, clientConfig.partnerOrigins, sessionRef.current?.origin);
    return channelRef.current;
  }).current;

  const sendRaw = useRef((message: unknown) => {
    const target = channel();
    if (!target) return;
    try {
      target.send(message);
    } catch (error) {
      widgetLog.warn('could not post to the host', error);
    }
  }).current;
  const send = useRef(<T extends HostEventType>(type: T, payload: HostEventPayload<T>) => {
    if (!(sessionRef.current?.events ?? true)) return;
    try {
      sendRaw(hostEvent(type, payload));
    } catch (error) {
      widgetLog.warn(`could not build the ${type} event`, error);
    }
  }).current;

  return { sessionRef, channel, sendRaw, send };
}
