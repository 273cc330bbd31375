/**
 * The widget session's cookie value (lib/widget/session), written in the browser by /widget and by the
 * host bridge. Apart from the schema so that writing needs no zod: /widget writes it with every first load.
 * Its fields come from what the server parsed (the widget URL's parameters) or from a cookie
 * {@link parseWidgetSession} already checked, and every read checks them again (the cookie is user-controlled).
 */
import type { WidgetSession } from './session';

/**
 * The cookie value: the session's own fields as JSON (cookies-next encodes it), nothing else an object carries.
 * @param session a widget session.
 * @returns the JSON text; {@link parseWidgetSession} reads it back.
 */
export function serializeWidgetSession(session: WidgetSession): string {
  const { v, partner, origin, redirect, headerDisabled, title, events, callback, onChange, language, mode, wallet } =
    session;
  const value: WidgetSession = {
    v,
    partner,
    origin,
    redirect,
    headerDisabled,
    title,
    events,
    callback,
    onChange,
    language,
    mode,
    ...(wallet ? { wallet } : {}),
  };
  return JSON.stringify(value);
}
