/**
 * `npm run soak`: what the production build keeps in memory per answer, by page class (docs/performance.md
 * "Memory"). Starts the standalone build itself on SOAK_PORT with `--expose-gc` (e2e/soak-server.ts; the sandbox must
 * be up, which `npm run soak` sees to, and the build must exist: `npm run build:sandbox`), signs the sandbox's seeded
 * identity in through it, and loads each page class in turn with autocannon (10 connections, loopback): public
 * (/terms-and-conditions), sign-in (/login's flow URL), signed-in list (/transactions), signed-in detail (the first
 * listed /transaction), widget (/widget). Each class gets 200 uncounted answers first, then SOAK_ANSWERS answers,
 * with the heap after two full garbage collections read and printed every 1 000. Last, the table of
 * scripts/soak-figures.ts; exits 1 when a class misses a goal (1 KB kept per answer, RSS under 600 MB, every answer
 * 2xx). With the defaults a run takes about 25 minutes on the 2-core machine.
 *
 * Environment: SOAK_ANSWERS (10000, a multiple of 1 000), SOAK_PORT (3000: the port Kratos's cookies and the app's
 * origin check expect; stop `npm run demo` first), SOAK_CLASSES=list,widget (labels: the classes to run).
 */
import { signedInCookie, resolveTarget } from './bench-server';
import { sendAnswers, startSoakServer, type SoakServer } from './soak-server';
import { SEED_EMAILS, SEED_PASSWORD } from '../sandbox/config';
import { soakTable, soakVerdict, type SoakClassRun, type SoakReading } from '../scripts/soak-figures';

const ANSWERS = Number(process.env.SOAK_ANSWERS ?? 10_000);
const PORT = Number(process.env.SOAK_PORT ?? 3000);
const BATCH = 1_000;
const WARM_UP = 200;

/** A page class: its label and how to reach one of its pages (resolved before each batch: a sign-in flow expires). */
interface PageClass {
  label: string;
  target: (origin: string, cookie: string) => Promise<{ url: string; cookie: string }>;
}

/** The id of the first transaction the signed-in person lists (GET /user/transactions through the app). */
async function firstTransactionId(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/user/transactions?limit=1`, { headers: { cookie } });
  const body = (await res.json()) as { transactions?: Array<{ id: string }> };
  const id = body.transactions?.[0]?.id;
  if (!id) throw new Error(`no transaction listed for the seeded identity (${res.status})`);
  return id;
}

const CLASSES: PageClass[] = [
  { label: 'public', target: async (origin) => resolveTarget(origin, '/terms-and-conditions') },
  { label: 'sign-in', target: async (origin) => resolveTarget(origin, '/login') },
  { label: 'list', target: async (origin, cookie) => resolveTarget(origin, '/transactions', cookie) },
  {
    label: 'detail',
    target: async (origin, cookie) =>
      resolveTarget(origin, `/transaction?id=${await firstTransactionId(origin, cookie)}`, cookie),
  },
  { label: 'widget', target: async (origin) => resolveTarget(origin, '/widget') },
];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs one class: warm-up, then SOAK_ANSWERS answers with a reading every {@link BATCH}. */
async function soakClass(server: SoakServer, pageClass: PageClass, signedIn: string): Promise<SoakClassRun> {
  const warm = await pageClass.target(server.origin, signedIn);
  await sendAnswers(warm.url, WARM_UP, warm.cookie);
  const first = await server.heap();
  const readings: SoakReading[] = [{ answers: 0, ...first }];
  let failed = 0;
  for (let answers = BATCH; answers <= ANSWERS; answers += BATCH) {
    const { url, cookie } = await pageClass.target(server.origin, signedIn);
    const result = await sendAnswers(url, BATCH, cookie);
    failed += result.non2xx + result.errors;
    const reading = await server.heap();
    readings.push({ answers, ...reading });
    const kept = (reading.heapUsed - first.heapUsed) / answers;
    console.log(
      `[soak] ${pageClass.label} ${answers}: heap ${mb(reading.heapUsed)} MB, rss ${mb(reading.rss)} MB, ` +
        `${Math.round(kept)} B/answer since the start, ${failed} failed`,
    );
  }
  return { label: pageClass.label, readings, failed };
}

async function main(): Promise<void> {
  const wanted = process.env.SOAK_CLASSES?.split(',');
  const classes = wanted ? CLASSES.filter((c) => wanted.includes(c.label)) : CLASSES;
  const server = await startSoakServer(PORT);
  try {
    const signedIn = await signedInCookie(server.origin, SEED_EMAILS.demo, SEED_PASSWORD);
    const runs: SoakClassRun[] = [];
    for (const pageClass of classes) runs.push(await soakClass(server, pageClass, signedIn));
    const verdicts = runs.map(soakVerdict);
    console.log(`\nSoak of ${new Date().toISOString().slice(0, 10)}, ${ANSWERS} answers per class:\n`);
    console.log(soakTable(verdicts));
    process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
