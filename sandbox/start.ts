/**
 * `npm run sandbox` (run from the repository root: `tsx sandbox/start.ts`): starts the whole local sandbox of
 * shared/SANDBOX.md and keeps it in the foreground.
 *
 *  1. builds Ory Kratos into sandbox/identity/bin/ if the binary is missing or the wrapper changed;
 *  2. starts the product API sandbox on http://127.0.0.1:4010 (GET /__sandbox/health answers 503 until ready) and the
 *     partners' host pages (sandbox/hosts/, ports 4011–4014 allowed by the app, 4019 not allowed);
 *  3. starts Kratos (public 127.0.0.1:4433, admin 127.0.0.1:4434; cwd sandbox/identity), on its in-memory
 *     database, or with SANDBOX_DB=postgres on a new PostgreSQL cluster on 127.0.0.1:5433 (sandbox/identity/
 *     postgres.ts; Debian's postgresql) after `kratos migrate sql -e --yes`;
 *  4. seeds demo@, fresh@, pending@, mfa@example.com (password Sandbox-Pass-2026, verified e-mails; mfa@ also
 *     an authenticator app and recovery codes, GET /__sandbox/identities/mfa);
 *  5. /__sandbox/health answers 200.
 *
 * Logs go to stdout, one prefix per source ([sandbox], [api], [kratos], [kratos-build]). SIGINT/SIGTERM/SIGHUP
 * stop Kratos and the server (Kratos gets SIGTERM, then SIGKILL after 5 s). Exit codes: 0 after a requested stop,
 * 1 on a failure, 3 when the ports are already in use by another sandbox (or anything else).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { startApiServer, type RunningApiServer } from './api/server';
import { SandboxStore } from './api/store';
import {
  API_ORIGIN,
  API_PORT,
  FOREIGN_HOST_ORIGIN,
  KRATOS_ADMIN_URL,
  KRATOS_PUBLIC_URL,
  PARTNER_HOSTS,
  POSTGRES_PORT,
  SANDBOX_HOST,
} from './config';
import { HOST_PORTS, startHosts, type RunningHosts } from './hosts/server';
import { IDENTITY_DIR, ensureKratosBinary } from './identity/build';
import {
  createAccountIdentity,
  currentMfaSeed,
  identityIdOf,
  kratosReady,
  kratosWhoami,
  resetIdentities,
  seedIdentities,
  waitForKratos,
} from './identity/kratos-client';
import { ageSessions, migrateKratos, startPostgres, type RunningPostgres } from './identity/postgres';
import { KratosRequestLog } from './identity/request-log';

const KRATOS_READY_TIMEOUT_MS = 90_000;
const PORT_WAIT_MS = 30_000;
const PORTS = [API_PORT, 4433, 4434, ...HOST_PORTS, ...(process.env.SANDBOX_DB === 'postgres' ? [POSTGRES_PORT] : [])];

function logger(prefix: string): (line: string) => void {
  return (line) => process.stdout.write(`[${prefix}] ${line}\n`);
}
const log = logger('sandbox');

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: SANDBOX_HOST });
    const done = (used: boolean) => {
      socket.destroy();
      resolve(used);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function healthOk(): Promise<boolean> {
  try {
    return (await fetch(`${API_ORIGIN}/__sandbox/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

let kratos: ChildProcess | null = null;
const kratosRequests = new KratosRequestLog();
let api: RunningApiServer | null = null;
let hosts: RunningHosts | null = null;
let postgres: RunningPostgres | null = null;
let ready = false;
let resetting = false;
let stopping = false;

/** Stops Kratos and the server, then exits with `code`. Idempotent. */
async function shutdown(code: number, reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  ready = false;
  log(`stopping (${reason})…`);
  const child = kratos;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 7_000))]);
    clearTimeout(killer);
  }
  await Promise.all([api?.close(), hosts?.close(), postgres?.stop()]);
  log('stopped');
  process.exit(code);
}

function startKratos(binary: string, dsn: string): ChildProcess {
  const kratosLog = logger('kratos');
  // Whoami calls are counted per identity; only Kratos's warnings and errors are printed (./identity/request-log.ts).
  const print = (line: string) => kratosRequests.consume(line) || kratosLog(line);
  const args = ['serve', '-c', 'kratos.yml', '--dev', '--watch-courier', '--sqa-opt-out'];
  const child = spawn(binary, args, {
    cwd: IDENTITY_DIR,
    env: { ...process.env, DSN: dsn },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', print);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`Kratos exited unexpectedly (${signal ?? `exit ${code}`})`);
      void shutdown(1, 'Kratos exited');
    }
  });
  return child;
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0, signal));
  }

  // Ports: another sandbox (or anything) on them → exit 3, so with-sandbox.ts can wait for that one instead.
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    const busy = (await Promise.all(PORTS.map(async (p) => ((await portInUse(p)) ? p : null)))).filter(
      (p) => p !== null,
    );
    if (!busy.length) break;
    if (await healthOk()) {
      log(`a sandbox is already running at ${API_ORIGIN} (health 200); not starting another`);
      process.exit(3);
    }
    if (Date.now() > deadline) {
      log(`ports ${busy.join(', ')} on ${SANDBOX_HOST} are in use by another process; stop it first`);
      process.exit(3);
    }
    log(`ports ${busy.join(', ')} busy; waiting for them to free up…`);
    await new Promise((r) => setTimeout(r, 2_000));
  }

  const binary = await ensureKratosBinary(logger('kratos-build'));
  if (stopping) return;

  const store = new SandboxStore();
  api = await startApiServer({
    store,
    whoami: kratosWhoami,
    isReady: async () => ready && !resetting && (await kratosReady()),
    resetIdentities: async () => {
      resetting = true;
      try {
        return await resetIdentities();
      } finally {
        resetting = false;
      }
    },
    mfaSeed: currentMfaSeed,
    createIdentity: createAccountIdentity,
    ageSignIns: async (email, seconds) => {
      if (!postgres) throw new Error('sign-in ages need Kratos on PostgreSQL (SANDBOX_DB=postgres)');
      const id = await identityIdOf(email);
      return id === null ? null : ageSessions(postgres.dsn, id, seconds);
    },
    whoamiCalls: (identityId) => kratosRequests.whoamiCalls(identityId),
    log: logger('api'),
  });
  log(`product API sandbox listening on ${API_ORIGIN} (health 503 until ready)`);
  hosts = await startHosts(log);
  log(
    `partner host pages on ${PARTNER_HOSTS.map((h) => `${h.origin} (${h.partner})`).join(', ')}; not allowed: ${FOREIGN_HOST_ORIGIN}`,
  );

  let dsn = 'memory';
  if (process.env.SANDBOX_DB === 'postgres') {
    postgres = await startPostgres(POSTGRES_PORT, logger('postgres'));
    dsn = postgres.dsn;
    await migrateKratos(binary, dsn, logger('kratos'));
  } else if (process.env.SANDBOX_DB && process.env.SANDBOX_DB !== 'memory') {
    throw new Error(`SANDBOX_DB must be memory (the default) or postgres, not ${process.env.SANDBOX_DB}`);
  }
  if (stopping) return;
  kratos = startKratos(binary, dsn);
  const child = kratos;
  await waitForKratos(KRATOS_READY_TIMEOUT_MS, () => child.exitCode === null && child.signalCode === null);
  log(`Kratos ready: public ${KRATOS_PUBLIC_URL} (browser: http://localhost:3000/auth/), admin ${KRATOS_ADMIN_URL}`);

  const ids = await seedIdentities();
  for (const [email, id] of Object.entries(ids)) log(`seeded ${email} (${id})`);
  ready = true;
  log(`ready: ${API_ORIGIN}/__sandbox/health → 200. Ctrl-C stops the sandbox.`);
}

main().catch((e: unknown) => {
  log(`failed: ${(e as Error).stack ?? String(e)}`);
  void shutdown(1, 'startup failed');
});
