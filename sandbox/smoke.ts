/**
 * Smoke check of a running sandbox (`npx tsx sandbox/with-sandbox.ts -- npx tsx sandbox/smoke.ts`): signs in
 * through the real Kratos (password and e-mailed code, API flows), calls every product API call and control
 * endpoint, parses the answers with the app's zod schemas and checks the business errors of SANDBOX.md.
 * Resets the sandbox at the start and at the end, so do not run it while someone else's tests use the sandbox.
 * Exit code 0 when every check passed; failures are listed.
 */
import { accountChecks } from './smoke/account';
import { controlChecks } from './smoke/control';
import { orderChecks } from './smoke/orders';
import { results } from './smoke/support';

async function main(): Promise<void> {
  const tokens = await accountChecks();
  await orderChecks(tokens);
  await controlChecks(tokens);
  const { passed, failures } = results();

  process.stdout.write(`\n${passed} passed, ${failures.length} failed\n`);
  if (failures.length) {
    for (const f of failures) process.stdout.write(`  - ${f}\n`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  process.stdout.write(`smoke check crashed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
