/**
 * Memory of the production build (docs/performance.md "Memory"): signed-in /transactions answers leave nothing
 * behind. The test starts its own instance of the standalone build with `--expose-gc` (e2e/soak-server.ts) beside the
 * suite's, sends it a few hundred answers with a signed-in account's cookies, and bounds what the heap keeps after a
 * full garbage collection: a bound on memory, not on time. `npm run soak` measures the same over 10 000 answers per
 * page class.
 */
import { sendAnswers, startSoakServer } from './soak-server';
import { expect, signInAs, test } from './support';

/** Loopback port of the measured instance (the suite's own app is on 3000). */
const PORT = 3210;
const WARM_UP = 200;
const ANSWERS = 400;
/** Bytes an answer may leave on the heap here: far above the noise between two readings, far below a leak. */
const BOUND_PER_ANSWER = 20 * 1024;

test('signed-in /transactions: 400 answers leave the heap after garbage collection where it was', async ({
  page,
  account,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, account);
  const cookie = (await page.context().cookies('http://localhost:3000/')).map((c) => `${c.name}=${c.value}`).join('; ');
  const server = await startSoakServer(PORT);
  try {
    const url = `${server.origin}/transactions`;
    // The first answers fill what is built once (compiled routes, caches of the process).
    expect(await sendAnswers(url, WARM_UP, cookie)).toEqual({ non2xx: 0, errors: 0 });
    const before = await server.heap();
    expect(await sendAnswers(url, ANSWERS, cookie)).toEqual({ non2xx: 0, errors: 0 });
    const after = await server.heap();
    const keptPerAnswer = (after.heapUsed - before.heapUsed) / ANSWERS;
    expect(keptPerAnswer, `kept ${Math.round(keptPerAnswer)} bytes per answer`).toBeLessThan(BOUND_PER_ANSWER);
  } finally {
    await server.stop();
  }
});
