/**
 * The start-up check of a Node server, imported by instrumentation.ts on the Node runtime only.
 */
import 'server-only';
import { productionConfigProblems } from './server';

/**
 * Prints what keeps the configuration from running (missing production variables, malformed values) and exits the
 * process with code 1; returns quietly when the configuration can run.
 */
export function exitOnConfigProblems(): void {
  const problems = productionConfigProblems();
  if (!problems.length) return;
  console.error(problems.join('\n'));
  process.exit(1);
}
