/**
 * Builds Ory Kratos v1.3.1 from the Go module proxy with the machine's Go toolchain (SANDBOX.md "Ory Kratos, for
 * real"): the wrapper module sandbox/identity/kratos/ → sandbox/identity/bin/kratos (git-ignored). The build is
 * redone only when the wrapper (go.sum, go.mod, main.go) or the build flags change: their hash is stored next to
 * the binary in bin/kratos.build-hash.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** sandbox/identity/ (Kratos's working directory: kratos.yml's file:// paths resolve against it). */
export const IDENTITY_DIR = __dirname;
/** The Go wrapper module. */
export const WRAPPER_DIR = path.join(IDENTITY_DIR, 'kratos');
/** The built binary. */
export const KRATOS_BINARY = path.join(IDENTITY_DIR, 'bin', 'kratos');
const HASH_FILE = `${KRATOS_BINARY}.build-hash`;
const KRATOS_VERSION = 'v1.3.1';
const LDFLAGS = `-X github.com/ory/kratos/driver/config.Version=${KRATOS_VERSION}`;
const BUILD_TIMEOUT_MS = 20 * 60_000;

/** Hash of everything the binary is built from. */
export function wrapperHash(): string {
  const h = createHash('sha256');
  for (const file of ['go.sum', 'go.mod', 'main.go']) {
    h.update(file)
      .update('\0')
      .update(readFileSync(path.join(WRAPPER_DIR, file)))
      .update('\0');
  }
  return h.update(LDFLAGS).update('\0').update('-tags sqlite CGO_ENABLED=1').digest('hex');
}

/** Whether bin/kratos exists and was built from the current wrapper. */
export function kratosBinaryFresh(): boolean {
  try {
    return existsSync(KRATOS_BINARY) && readFileSync(HASH_FILE, 'utf8').trim() === wrapperHash();
  } catch {
    return false;
  }
}

/**
 * Ensures bin/kratos is built from the current wrapper, building it (1–3 min on a warm Go cache, longer on a
 * fresh machine) when missing or stale. Build output is streamed through `log`. Throws on failure or timeout.
 */
export async function ensureKratosBinary(log: (line: string) => void): Promise<string> {
  if (kratosBinaryFresh()) return KRATOS_BINARY;
  const go = spawnSync('go', ['version'], { encoding: 'utf8', timeout: 30_000 });
  if (go.status !== 0) {
    throw new Error('The Go toolchain (`go`) is required to build Ory Kratos for the sandbox; install Go ≥ 1.23.');
  }
  log(
    `building Ory Kratos ${KRATOS_VERSION} with ${go.stdout.trim()} (first run or wrapper changed; takes a few minutes)…`,
  );
  mkdirSync(path.dirname(KRATOS_BINARY), { recursive: true });
  const tmp = `${KRATOS_BINARY}.tmp-${process.pid}`;
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('go', ['build', '-tags', 'sqlite', '-ldflags', LDFLAGS, '-o', tmp, '.'], {
      cwd: WRAPPER_DIR,
      env: { ...process.env, CGO_ENABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', log);
    const progress = setInterval(() => log(`still building… ${Math.round((Date.now() - started) / 1000)} s`), 30_000);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Kratos build timed out after ${BUILD_TIMEOUT_MS / 60_000} min`));
    }, BUILD_TIMEOUT_MS);
    const stop = () => {
      child.kill('SIGTERM');
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(progress);
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (code === 0) resolve();
      else reject(new Error(`go build failed (${signal ?? `exit ${code}`})`));
    });
  }).catch((e: unknown) => {
    rmSync(tmp, { force: true });
    throw e;
  });
  renameSync(tmp, KRATOS_BINARY);
  writeFileSync(HASH_FILE, `${wrapperHash()}\n`);
  log(`built ${path.relative(process.cwd(), KRATOS_BINARY)} in ${Math.round((Date.now() - started) / 1000)} s`);
  return KRATOS_BINARY;
}
