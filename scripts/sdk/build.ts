/**
 * Builds the partner SDK (sdk/src) with esbuild: the script the app serves at /sdk/v1/ramp-widget.js (one minified
 * file that sets `window.RampWidget`), and the npm package's ES modules in sdk/dist (with tsc's declarations).
 * Deterministic: the same sources and esbuild version give the same bytes, which the drift check relies on.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const ROOT = join(__dirname, '..', '..');
/** The committed script, served by the app (next.config.ts gives /sdk/v1/ its immutable caching). */
export const SCRIPT_PATH = join(ROOT, 'public', 'sdk', 'v1', 'ramp-widget.js');
/** Its URL path on the app's origin. */
export const SCRIPT_URL_PATH = '/sdk/v1/ramp-widget.js';
/** The script's budget, gzip bytes at zlib's default level (what a server's on-the-fly gzip sends). */
export const SCRIPT_BUDGET_GZIP = 6 * 1024;

/** The browser script's text. */
export async function buildBrowserScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'sdk', 'src', 'browser.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
    banner: { js: '/* ramp-widget SDK, protocol v1: docs/partner-guide.md */' },
  });
  return result.outputFiles[0]!.text;
}

/** Subresource integrity value of a text: `sha384-<base64>`. */
export function integrity(text: string): string {
  return `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
}

/** Gzip bytes of a text at zlib's default level. */
export function gzipBytes(text: string): number {
  return gzipSync(Buffer.from(text, 'utf8')).length;
}

/** Writes the npm package's ES modules (index, react; shared code in a chunk) and declarations to sdk/dist. */
export async function buildPackage(): Promise<void> {
  const outdir = join(ROOT, 'sdk', 'dist');
  // Chunk names carry a content hash: start clean so no stale chunk is published.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, 'sdk', 'src', 'index.ts'), join(ROOT, 'sdk', 'src', 'react.tsx')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime'],
    logLevel: 'warning',
  });
  execFileSync('npx', ['tsc', '-p', join(ROOT, 'sdk', 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
}
