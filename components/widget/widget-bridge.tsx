/**
 * Server mount of the host-event bridge: reads the widget session of the request and hands it to the
 * client {@link HostBridge}. One line in a layout: `<WidgetBridge />`.
 */
import { widgetSessionOfRequest } from '@/lib/widget/request-session';
import type { WidgetSession } from '@/lib/widget/session';
import { HostBridge } from './host-bridge';
import { WebviewMarker } from './webview';

/** @param session a session the caller already has (/widget builds it from its URL); default: the cookie's. */
export async function WidgetBridge({ session }: { session?: WidgetSession | null } = {}) {
  const current = session === undefined ? await widgetSessionOfRequest() : session;
  return (
    <>
      <HostBridge session={current} />
      <WebviewMarker />
    </>
  );
}
