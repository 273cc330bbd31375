/**
 * The production build (`.next/standalone/start.js`, as deployed) started for a memory measurement: with
 * `--expose-gc` and e2e/soak-probe.js preloaded, so that {@link SoakServer.heap} reads the heap after a full
 * garbage collection over IPC. Used by `npm run soak` (e2e/soak.ts) and e2e/memory.spec.ts; the sandbox must be up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { load } from './bench-server';

const ENTRY = path.resolve('.next/standalone/start.js');
const PROBE = path.resolve('e2e/soak-probe.js');

/** What the app process keeps after two full garbage collections, in bytes. */
export interface HeapReading {
  heapUsed: number;
  rss: number;
}

/** A running app process under measurement. */
export interface SoakServer {
  /** Its origin, e.g. http://localhost:3210. */
  origin: string;
  /** The heap and RSS after two full garbage collections. */
  heap(): Promise<HeapReading>;
  /** Stops the process (SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, for at most `timeoutMs`. */
async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering ${url}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url}: no 200 after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the standalone build on loopback `port` as the sandbox (RAMP_ENV=sandbox), its output discarded.
 * @throws when the build is missing, the port is taken, or the app does not answer /error within a minute
 */
export async function startSoakServer(port: number): Promise<SoakServer> {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build:sandbox first`);
  const origin = `http://localhost:${port}`;
  const taken = await fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  // Another server on the port would answer the readiness poll below in this one's place.
  if (taken) throw new Error(`port ${port} is taken: stop what serves ${origin} first`);
  const child = spawn(process.execPath, ['--expose-gc', '-r', PROBE, ENTRY], {
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', RAMP_ENV: 'sandbox' },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (reading: HeapReading) => void>();
  child.on('message', (m: { id: number } & HeapReading) => pending.get(m.id)?.({ heapUsed: m.heapUsed, rss: m.rss }));
  let next = 0;
  try {
    await waitForOk(`${origin}/error`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    heap: () =>
      new Promise((resolve) => {
        const id = ++next;
        pending.set(id, (reading) => (pending.delete(id), resolve(reading)));
        child.send({ type: 'heap', id });
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Sends exactly `amount` GETs of `url` (10 connections, loopback), each with the Cookie header `cookie`.
 * @returns how many answers were not 2xx, and how many requests failed or timed out
 */
export async function sendAnswers(
  url: string,
  amount: number,
  cookie = '',
): Promise<{ non2xx: number; errors: number }> {
  const { non2xx, errors } = await load(url, url, { amount, cookie });
  return { non2xx, errors };
}
