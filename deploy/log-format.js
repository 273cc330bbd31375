/**
 * The text of one log line from console.* arguments (deploy/start.js's console bridge to JSON logs), with no secret
 * in it. `util.format` prints an Error with its own enumerable properties, and a ky `HTTPError` carries the whole
 * `request` and `options`: the server's calls to the product API forward the person's cookies, so printing a failed
 * API call that way would put the Kratos session cookie and the XSRF token into the log. Here an Error is written
 * as its stack (name, message, frames) and the same for each `cause`, never its properties.
 */
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by plain node beside start.js
const { format } = require('node:util');

/** How many `cause` levels are followed. */
const MAX_CAUSES = 3;

/**
 * @param {Error} error
 * @param {number} depth causes already written above this one.
 * @returns {string} the stack (or `name: message`), then `Caused by: …` for each cause.
 */
function errorText(error, depth = 0) {
  const head = `${error.name}: ${error.message}`;
  const text = error.stack && error.stack.startsWith(head) ? error.stack : head;
  const { cause } = error;
  if (cause === undefined || depth >= MAX_CAUSES) return text;
  return `${text}\nCaused by: ${cause instanceof Error ? errorText(cause, depth + 1) : String(cause)}`;
}

/**
 * @param {unknown[]} args what was passed to console.log/info/warn/error/debug.
 * @returns {string} `util.format` of the arguments, each Error replaced by {@link errorText}.
 */
function formatLogArgs(args) {
  return format(...args.map((arg) => (arg instanceof Error ? errorText(arg) : arg)));
}

module.exports = { formatLogArgs };
