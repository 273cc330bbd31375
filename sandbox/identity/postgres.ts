/**
 * PostgreSQL for Ory Kratos, on loopback: used by the sandbox launcher when SANDBOX_DB=postgres and by
 * the production topology test (e2e/production.spec.ts). Debian's `postgresql` package provides the server
 * (e2e/ensure-topology.sh installs it when missing); each start makes a new cluster in a temporary folder (trust
 * authentication, loopback only, fsync off: sandbox data, never production) that {@link RunningPostgres.stop}
 * removes. PostgreSQL refuses to run as root, so under root the cluster belongs to, and the server runs as, the
 * `postgres` system user the package creates.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const READY_TIMEOUT_MS = 30_000;

/** A PostgreSQL server started by {@link startPostgres}. */
export interface RunningPostgres {
  /** Kratos's DSN for it: `postgres://kratos@127.0.0.1:<port>/postgres?sslmode=disable`. */
  dsn: string;
  /** The server process. */
  process: ChildProcess;
  /** Fast shutdown (SIGINT; SIGKILL after 10 s), then removes the cluster's folder. Idempotent. */
  stop: () => Promise<void>;
}

/** The newest PostgreSQL server binaries of Debian's packages (/usr/lib/postgresql/<major>/bin). */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) {
    throw new Error("PostgreSQL's server is not installed: run `bash e2e/ensure-topology.sh` (Debian's postgresql)");
  }
  return path.join(root, majors[0]!, 'bin');
}

function systemUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !uid) throw new Error(`running as root needs the '${name}' system user`);
  return { uid, gid };
}

/**
 * Makes a new cluster and starts PostgreSQL on 127.0.0.1:`port`; resolves once it accepts connections.
 * @throws when the server is not installed, the port is taken, or it is not ready within 30 s.
 */
export async function startPostgres(port: number, log: (line: string) => void): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ramp-pg-'));
  const owner = process.getuid?.() === 0 ? systemUser('postgres') : undefined;
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'kratos', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    { encoding: 'utf8', ...owner },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      // Only fatal messages: routine LOG lines (checkpoints, shutdown) rank above ERROR in PostgreSQL's scale, and
      // the ERRORs here are Kratos's own expected probes (e.g. schema_migration before the first migration).
      '-c',
      'log_min_messages=fatal',
      '-c',
      'log_min_error_statement=fatal',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...owner },
  );
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', log);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGINT');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })());
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const probe = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'kratos'], {
      encoding: 'utf8',
    });
    if (probe.status === 0) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`PostgreSQL ready on 127.0.0.1:${port} (cluster ${dataDir})`);
  return { dsn: `postgres://kratos@127.0.0.1:${port}/postgres?sslmode=disable`, process: child, stop };
}

/**
 * `kratos migrate sql -e --yes` against `dsn` (the step before Kratos serves on a new or upgraded database);
 * its output is logged only when it fails.
 * @throws when the migration fails.
 */
export async function migrateKratos(binary: string, dsn: string, log: (line: string) => void): Promise<void> {
  const child = spawn(binary, ['migrate', 'sql', '-e', '--yes'], {
    env: { ...process.env, DSN: dsn },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // One line per migration (hundreds): kept back, and shown only when the migration fails.
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    lines.slice(-30).forEach(log);
    throw new Error(`kratos migrate sql failed (exit ${code})`);
  }
  log('kratos migrate sql: database schema up to date');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves `authenticated_at` of every session of one identity `seconds` back in Kratos's PostgreSQL database (psql,
 * bounded: 10 s): that identity's sign-in is then as old as a real one would be after that time. Kratos reads the
 * session from the database on each check, so the next settings change sees it.
 * @param identityId Kratos identity id (a uuid). @param seconds 1–86 400.
 * @returns how many sessions were changed.
 * @throws on an invalid id or seconds, or when psql fails.
 */
export function ageSessions(dsn: string, identityId: string, seconds: number): Promise<number> {
  if (!UUID.test(identityId) || !Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    return Promise.reject(new Error('ageSessions: a uuid and 1-86400 seconds expected'));
  }
  const sql =
    `WITH aged AS (UPDATE sessions SET authenticated_at = authenticated_at - interval '${seconds} seconds' ` +
    `WHERE identity_id = '${identityId}' RETURNING 1) SELECT count(*) FROM aged`;
  return new Promise((resolve, reject) => {
    execFile(
      path.join(postgresBinDir(), 'psql'),
      [dsn, '-qAt', '-c', sql],
      { timeout: 10_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`psql failed: ${stderr || error.message}`));
        resolve(Number(stdout.trim()) || 0);
      },
    );
  });
}
