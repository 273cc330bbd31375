/**
 * `tsx sandbox/with-sandbox.ts -- <command...>`: runs a command (demo, e2e tests) with the sandbox up
 * (SANDBOX.md "How it starts").
 *
 * - If http://127.0.0.1:4010/__sandbox/health already answers 200, just runs the command.
 * - Otherwise starts sandbox/start.ts as a child in its own process group, waits for health (up to 15 min: a fresh
 *   machine builds Kratos first; progress is printed), runs the command with inherited stdio, then stops the whole
 *   group it started (SIGTERM, SIGKILL after 10 s) and exits with the command's exit code.
 * - If start.ts finds the ports taken by a sandbox someone else is starting (exit 3), waits for that one's health
 *   instead and stops nothing.
 * - The command gets RAMP_ENV=sandbox (the app's configuration defaults to the sandbox only then).
 * - SIGINT/SIGTERM/SIGHUP: forwarded to the command, then the sandbox it started is stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_ORIGIN } from './config';

const HEALTH_URL = `${API_ORIGIN}/__sandbox/health`;
const HEALTH_TIMEOUT_MS = 15 * 60_000;
const STOP_GRACE_MS = 10_000;
const REPO_ROOT = path.resolve(__dirname, '..');

const say = (line: string) => process.stderr.write(`[with-sandbox] ${line}\n`);

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(HEALTH_URL, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

let sandbox: ChildProcess | null = null;
let command: ChildProcess | null = null;
let interrupted: NodeJS.Signals | null = null;

function alive(child: ChildProcess | null): child is ChildProcess {
  return !!child && child.exitCode === null && child.signalCode === null;
}

/** Stops the process group of the sandbox this script started (no-op if it started none). */
async function stopSandbox(): Promise<void> {
  const child = sandbox;
  if (!child?.pid) return;
  sandbox = null;
  const group = -child.pid;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(group, signal);
    } catch {
      /* group already gone */
    }
  };
  const groupGone = () => {
    try {
      process.kill(group, 0);
      return false;
    } catch {
      return true;
    }
  };
  say('stopping the sandbox it started…');
  signalGroup('SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (!groupGone() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!groupGone()) {
    say('sandbox did not stop in time; killing its process group');
    signalGroup('SIGKILL');
  }
}

async function finish(code: number): Promise<never> {
  await stopSandbox();
  process.exit(code);
}

/** Starts start.ts in its own process group; resolves when health is 200. */
async function startSandbox(): Promise<void> {
  say(`sandbox not running; starting it (tsx sandbox/start.ts)…`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'start.ts')], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  sandbox = child;
  let exitCode: number | null = null;
  child.on('exit', (code, signal) => {
    exitCode = code ?? (signal ? 1 : 0);
  });
  const started = Date.now();
  let lastReport = started;
  let othersSandbox = false;
  while (Date.now() - started < HEALTH_TIMEOUT_MS) {
    if (interrupted) return finish(130);
    if (await healthy()) {
      say(`sandbox healthy after ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    }
    if (exitCode !== null && !othersSandbox) {
      if (exitCode === 3) {
        othersSandbox = true;
        sandbox = null;
        say('another sandbox holds the ports; waiting for its health instead (it will not be stopped here)');
      } else {
        say(`sandbox exited with code ${exitCode} before it became healthy`);
        sandbox = null;
        return finish(exitCode || 1);
      }
    }
    if (Date.now() - lastReport >= 15_000) {
      lastReport = Date.now();
      say(`waiting for ${HEALTH_URL}… ${Math.round((Date.now() - started) / 1000)} s (a first run builds Kratos)`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  say(`sandbox not healthy within ${HEALTH_TIMEOUT_MS / 60_000} min`);
  return finish(1);
}

async function main(): Promise<void> {
  const sep = process.argv.indexOf('--');
  const argv = sep >= 0 ? process.argv.slice(sep + 1) : process.argv.slice(2);
  if (!argv.length) {
    say('usage: tsx sandbox/with-sandbox.ts -- <command> [args...]');
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      interrupted = signal;
      if (alive(command)) command.kill(signal);
      else void finish(130);
    });
  }

  if (await healthy()) say('sandbox already running; using it');
  else await startSandbox();

  const [cmd, ...args] = argv as [string, ...string[]];
  // The command runs against the sandbox, so it says so (lib/config/required.ts: only the sandbox has defaults).
  command = spawn(cmd, args, { stdio: 'inherit', cwd: process.cwd(), env: { ...process.env, RAMP_ENV: 'sandbox' } });
  const code = await new Promise<number>((resolve) => {
    command!.on('error', (e) => {
      say(`cannot run ${cmd}: ${e.message}`);
      resolve(127);
    });
    command!.on('exit', (c, signal) => {
      const signals: Record<string, number> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 };
      resolve(c ?? 128 + (signal ? (signals[signal] ?? 1) : 1));
    });
  });
  await finish(code);
}

main().catch(async (e: unknown) => {
  say(`failed: ${(e as Error).stack ?? String(e)}`);
  await finish(1);
});
