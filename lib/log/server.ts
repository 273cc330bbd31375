/**
 * The server's logger: JSON lines on stdout through pino, one object per event with `time` (ISO 8601),
 * `level`, `msg` and, where a request is being served, its `reqId` (lib/log/request-id.ts). The access log of each
 * request is written by the production entry deploy/start.js with the same fields, so a log collector can join
 * both on `reqId`. Level `info`.
 */
import 'server-only';
import pino, { type Logger } from 'pino';

/** The process-wide logger. */
export const logger: Logger = pino({
  level: 'info',
  base: { service: 'ramp-front-end' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/**
 * A child logger for one request.
 * @param reqId - the request id (x-request-id) of the request being served, if known.
 */
export function requestLogger(reqId: string | null | undefined): Logger {
  return reqId ? logger.child({ reqId }) : logger;
}
