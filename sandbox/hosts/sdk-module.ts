/**
 * The partner SDK as an ES module for the host pages that import it (/widget-overlay): the package entry
 * (sdk/src/index.ts) bundled with esbuild as a partner's bundler would, once when the host servers start; they serve
 * it at `/sdk.mjs` (./sdk-assets.ts SDK_MODULE_PATH). Apart from ./sdk-assets.ts so the pages never load esbuild.
 */
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles sdk/src/index.ts as one ES module.
 * @returns the module's text.
 */
export async function buildSdkModule(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, '..', '..', 'sdk', 'src', 'index.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
