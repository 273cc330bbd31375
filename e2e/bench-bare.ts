/**
 * The floor for `npm run bench`: a bare Next.js page (one dynamic server component, no client code of
 * its own) built with this project's own `next` and served on its own port, so every figure of the app has its
 * ratio to the framework's floor in the same run. Built once into a folder of the system's temp directory (one per
 * checkout, with the checkout's node_modules linked in); rebuilt when BENCH_REBUILD_BARE=1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIR = join(tmpdir(), `ramp-bench-bare-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`);
const NEXT = join(process.cwd(), 'node_modules', '.bin', 'next');

// Plain createElement, no JSX: Next compiles code under node_modules as a dependency, without the JSX transform.
const LAYOUT = `import { createElement as h } from 'react';
export const metadata = { title: 'Bare' };
export default function RootLayout({ children }) {
  return h('html', { lang: 'en' }, h('body', null, children));
}
`;
const PAGE = `import { headers } from 'next/headers';
import { createElement as h } from 'react';
export default async function Page() {
  const agent = (await headers()).get('user-agent') ?? '';
  return h('main', null, h('h1', null, 'Bare Next.js page'), h('p', null, 'User agent of ' + agent.length + ' characters.'));
}
`;

/** Writes and builds the bare app unless a build is there. Throws when `next build` fails. */
export function buildBare(): void {
  if (existsSync(join(DIR, '.next', 'BUILD_ID')) && process.env.BENCH_REBUILD_BARE !== '1') return;
  mkdirSync(join(DIR, 'app'), { recursive: true });
  writeFileSync(join(DIR, 'app', 'layout.js'), LAYOUT);
  writeFileSync(join(DIR, 'app', 'page.js'), PAGE);
  writeFileSync(join(DIR, 'package.json'), '{ "private": true }\n');
  // Outside the project (inside it, Next would pick up the project's middleware and instrumentation), with the
  // project's node_modules linked in; Turbopack's root must then contain both.
  writeFileSync(join(DIR, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  if (!existsSync(join(DIR, 'node_modules')))
    symlinkSync(join(process.cwd(), 'node_modules'), join(DIR, 'node_modules'));
  console.log('Building the bare Next.js page (once)…');
  const build = spawnSync(NEXT, ['build'], {
    cwd: DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('next build of the bare page failed');
}

/**
 * Builds (once) and starts the bare page on `port`.
 * @returns its base URL, the pid of the process this function started (`next start` serves in that process: the
 *   bench checks it against the port's listener, e2e/bench-cpu.ts) and a stop function (ends that process, by its pid)
 */
export async function startBarePage(port: number): Promise<{ url: string; pid?: number; stop: () => void }> {
  buildBare();
  const server: ChildProcess = spawn(NEXT, ['start', '-p', String(port)], { cwd: DIR, stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  const stop = () => void server.kill('SIGTERM');
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: server.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the bare page did not answer on ${url}`);
}
