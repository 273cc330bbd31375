'use client';

/**
 * The host-event bridge's mount (spec §1, §4), in every layout where the flows run (/widget, the main
 * layout, the final step). It loads the bridge itself (./host-bridge-connected: the protocol, its schemas and zod)
 * only where it has someone to talk to or a widget session to keep: a partner frames or opened the page, a partner
 * app's native bridge is there, or a widget session came with the request or is in the browser's cookie. A page
 * opened on its own loads none of it. Nothing is lost while it loads: the messages a host sends before
 * then (a `set_theme` on the frame's load event, before `ready`) are kept here and handed to the bridge, which
 * checks them as it checks any other; what the screens announce meanwhile is kept by lib/widget/bus.
 *
 * What must run in the same commit as the providers' first effects stays here, never behind the bridge's chunk: a
 * page reached by a cross-site redirect inside the frame (the payment provider's return to the final step) is
 * requested without the app's Lax cookies, but the page's script sees them; the theme and language they hold are
 * restored before the theme provider would write the server's defaults over them (the first paint's theme already
 * by the root layout's restore script, lib/theme THEME_RESTORE_SCRIPT).
 *
 * The partner's language applies to a visitor; for an active session the profile's language wins (spec §4, the
 * session provider's rule), and the partner's is never written to the profile: only the person's own choice in the
 * language menu is (components/layout/language-select).
 */
import { getCookie, hasCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import { clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { captureException } from '@/lib/sentry/capture';
import { THEME_SELECTORS, type ThemeSelector } from '@/lib/theme';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { hostChannel } from '@/lib/widget/transport';

/**
 * The bridge, loaded on demand. A chunk that cannot load (network gone, a release replaced it) is logged and
 * reported; the page goes on without host events, as on a page nobody frames.
 */
const ConnectedHostBridge = lazy(() =>
  import('./host-bridge-connected').catch((error: unknown) => {
    widgetLog.warn('could not load the host-event bridge; no events reach the host', error);
    captureException(error, { tags: { area: 'widget' } });
    return { default: () => null };
  }),
);

const subscribeNever = () => () => undefined;

/** At most this many messages are kept while the bridge loads (the oldest go first). */
const MAX_EARLY_MESSAGES = 20;

/** The window messages that arrive before the bridge listens, kept for it (nothing is read or trusted here). */
export interface EarlyMessages {
  /** Listener: keeps a message until {@link EarlyMessages.take} (at most 20, the oldest go first). */
  keep(event: MessageEvent): void;
  /** The kept messages, oldest first; from then on nothing more is kept (the bridge listens itself). */
  take(): MessageEvent[];
}

/** A new, empty {@link EarlyMessages} queue. */
export function earlyMessages(): EarlyMessages {
  let events: MessageEvent[] | null = [];
  return {
    keep(event) {
      if (!events) return;
      events.push(event);
      if (events.length > MAX_EARLY_MESSAGES) events.shift();
    },
    take() {
      const kept = events ?? [];
      events = null;
      return kept;
    },
  };
}

/**
 * Whether the bridge has work on this page: a widget session (the server's reading, or the browser's cookie when
 * the request came without it) or a host that can hear it (lib/widget/transport: the framing or opening window on
 * an allowed partner origin, or a native bridge).
 */
export function bridgeWanted(session: WidgetSession | null): boolean {
  if (session) return true;
  return hasCookie(COOKIE.widgetSession) || hostChannel(window, clientConfig.partnerOrigins) !== null;
}

/**
 * @param session the widget session the server read (from /widget's URL, or its cookie on later screens); null
 *   outside a widget visit, or when the request came without the cookie.
 */
export function HostBridge({ session }: { session: WidgetSession | null }) {
  const locale = useLocale();
  const router = useRouter();
  const { selector, setSelector } = useTheme();
  // Decided in the browser only: the server and the hydration render nothing, then the browser's answer applies.
  const wanted = useSyncExternalStore(
    subscribeNever,
    () => bridgeWanted(session),
    () => false,
  );

  // Messages that arrive before the bridge listens, kept for it.
  const [early] = useState(earlyMessages);
  useEffect(() => {
    window.addEventListener('message', early.keep);
    return () => window.removeEventListener('message', early.keep);
  }, [early]);

  // Cookies the request did not carry: this effect runs before the theme provider's (children first), which would
  // otherwise write the server's defaults over them.
  const rendered = useRef({ selector, locale });
  useEffect(() => {
    const cookieSelector = getCookie(COOKIE.themeSelector);
    if (
      (THEME_SELECTORS as readonly unknown[]).includes(cookieSelector) &&
      cookieSelector !== rendered.current.selector
    ) {
      setSelector(cookieSelector as ThemeSelector);
    }
    const rawLanguage = getCookie(COOKIE.language);
    const cookieLanguage = toSupportedLocale(typeof rawLanguage === 'string' ? rawLanguage : null);
    if (cookieLanguage && cookieLanguage !== rendered.current.locale) router.refresh();
  }, [router, setSelector]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedHostBridge session={session} early={early} />
    </Suspense>
  );
}
