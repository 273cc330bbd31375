/** Types of deploy/log-format.js (plain CommonJS, run by node beside Next's standalone server). */
export function formatLogArgs(args: unknown[]): string;
