/**
 * The browser Sentry SDK's chunks in a production build, for the benchmark's "without Sentry" Lighthouse rows (what
 * spec §9's browser sample rates cost the Lighthouse score). instrumentation-client.ts imports the SDK after the load
 * (first interaction, page hidden, or idle), so no route loads these chunks first: they are the lazy chunks (in no route's first-load list of
 * `.next/diagnostics/route-bundle-stats.json`) whose source is Sentry's (its SDK name, its scope API, or Replay's
 * recorder). Blocking them in Lighthouse measures the page as it would be without the browser SDK; the app itself still
 * runs (its capture queue waits for an SDK that never comes, and says so in the console).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const NEXT_DIR = join(process.cwd(), '.next');

/** Strings found in Sentry's browser SDK and in no chunk of ours. */
const SENTRY_MARKERS = ['sentry.javascript', 'getCurrentScope', 'rrweb', 'replayIntegration'];

/**
 * File names (`xxxx.js`) of the build's lazy chunks that hold Sentry's browser SDK.
 * @param nextDir the build's `.next` folder (default: the checkout's).
 * @throws Error when the build has no route stats (run `next build` first) or no such chunk is found.
 */
export function browserSentryChunks(nextDir: string = NEXT_DIR): string[] {
  const stats = JSON.parse(readFileSync(join(nextDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as Array<{
    firstLoadChunkPaths: string[];
  }>;
  const firstLoad = new Set(stats.flatMap((route) => route.firstLoadChunkPaths.map((path) => path.split('/').pop())));
  const dir = join(nextDir, 'static', 'chunks');
  const chunks = readdirSync(dir).filter((file) => {
    if (!file.endsWith('.js') || firstLoad.has(file)) return false;
    const source = readFileSync(join(dir, file), 'utf8');
    return SENTRY_MARKERS.some((marker) => source.includes(marker));
  });
  if (chunks.length === 0) throw new Error(`No Sentry chunk found in ${dir}: is this a production build?`);
  return chunks;
}

/**
 * File names of the chunks that hold Session Replay alone (its recorder, rrweb), without the rest of the SDK: what
 * the "without Replay" row blocks, so that browser-sdk.ts's `import('@sentry/replay')` fails and the page runs with
 * errors, tracing and profiling only. (The SDK's other lazy bundle, with everything in it, carries the profiler.)
 * @throws Error as {@link browserSentryChunks}, or when no such chunk is found.
 */
export function replayChunks(nextDir: string = NEXT_DIR): string[] {
  const dir = join(nextDir, 'static', 'chunks');
  const chunks = browserSentryChunks(nextDir).filter((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    return source.includes('rrweb') && !source.includes('BrowserProfiling');
  });
  if (chunks.length === 0) throw new Error(`No Session Replay chunk found in ${dir}`);
  return chunks;
}
