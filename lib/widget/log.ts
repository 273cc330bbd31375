/**
 * A small scoped logger for the widget: unknown or malformed values are ignored with a logged
 * warning. Lines read `[widget] message`, so partners debugging an integration find them in the browser
 * console and operators in the server log. The sink is injectable for tests; default `console`.
 */

/** The logger's methods; `details` is logged as a second argument (an object, an error). */
export interface Logger {
  warn: (message: string, details?: unknown) => void;
  info: (message: string, details?: unknown) => void;
}

/** Where lines go: `console` or a test double. */
export type LogSink = Pick<Console, 'warn' | 'info'>;

/**
 * @param scope short name printed in brackets, e.g. "widget".
 * @param sink defaults to the global console.
 */
export function createLogger(scope: string, sink: LogSink = console): Logger {
  const line = (message: string) => `[${scope}] ${message}`;
  return {
    warn: (message, details) => (details === undefined ? sink.warn(line(message)) : sink.warn(line(message), details)),
    info: (message, details) => (details === undefined ? sink.info(line(message)) : sink.info(line(message), details)),
  };
}

/** The widget's logger. */
export const widgetLog: Logger = createLogger('widget');
