'use client';
/* eslint-disable react-hooks/refs -- the latest-value refs pattern: the message listener is registered once and reads
   the newest setters through a ref written during render (idempotent writes). */

/**
 * Host → widget commands (spec §1, §4; lib/widget/host-events): `set_theme` and `set_language`, applied live through
 * the header's theme and language setters, but only from the window that frames/opened the page AND from that
 * window's allowed origin; anything else claiming the protocol is logged and ignored. `set_language` changes what a
 * visitor sees; for an active session the profile's language wins (spec §4), so the command is logged and only kept
 * in the widget session (for the screens after sign-out), never written to the profile. The messages that came while
 * the bridge loaded (./host-bridge `EarlyMessages`) go through the same checks first.
 */
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useChangeLanguage } from '@/components/layout/language-select';
import { useSession } from '@/components/session/session-provider';
import { useTheme } from '@/components/theme/theme-provider';
import { parseHostCommand, type HostCommand } from '@/lib/widget/host-events';
import { widgetLog } from '@/lib/widget/log';
import type { EarlyMessages } from './host-bridge';
import { saveWidgetSession } from './session-cookie';
import type { HostLink } from './use-host-channel';

/**
 * Listens for the host's commands (see the module comment). Registered once per `early` queue: it reads the latest
 * values through refs.
 * @param link the bridge's channel and session (./use-host-channel).
 * @param early the messages that came while the bridge loaded, or undefined.
 */
export function useHostCommands(
  { channel, sessionRef }: Pick<HostLink, 'channel' | 'sessionRef'>,
  early?: EarlyMessages,
) {
  const locale = useLocale();
  const { setSelector } = useTheme();
  const { change: changeLanguage } = useChangeLanguage();
  const { authorised } = useSession();

  // The latest setters, for the message listener registered once.
  const apply = useRef<(command: HostCommand) => void>(() => undefined);
  apply.current = (command) => {
    if (command.type === 'set_theme') {
      setSelector(command.theme);
      return;
    }
    const current = sessionRef.current;
    if (current && current.language !== command.language) saveWidgetSession({ ...current, language: command.language });
    if (authorised) {
      widgetLog.info(`kept the profile's language: set_language ${command.language} applies to visitors (spec §4)`);
      return;
    }
    if (command.language !== locale) void changeLanguage(command.language);
  };

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
    // Registered once: it reads the latest values through refs (`channel` is the same on every render).
  }, [early, channel]);
}
