/**
 * The partner SDK as the host pages load it (docs/partner-guide.md "Quick start with the SDK"): the app's script-tag
 * build (`{app}/sdk/v1/ramp-widget.js`, pinned with the sha384 of the committed public/sdk/v1/ramp-widget.js, which
 * the app serves) and the path of the ES module the host server serves (./sdk-module.ts builds it).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** The script's path on the app's origin. */
export const SDK_SCRIPT_PATH = '/sdk/v1/ramp-widget.js';

/** The committed script the app serves at {@link SDK_SCRIPT_PATH}. */
export const SDK_SCRIPT_FILE = path.join(ROOT, 'public', 'sdk', 'v1', 'ramp-widget.js');

/** The path the host servers serve the ES module at, on their own origin. */
export const SDK_MODULE_PATH = '/sdk.mjs';

/**
 * The script's subresource-integrity value, read from the file on each call so a rebuilt script is pinned at once.
 * @returns `sha384-<base64>`.
 */
export function sdkScriptIntegrity(file = SDK_SCRIPT_FILE): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/**
 * The `<script>` element that loads the SDK from the app, as the guide's script tag does: its integrity hash and
 * `crossorigin="anonymous"` (without CORS the browser cannot check the hash).
 * @param appOrigin the app's origin, e.g. http://localhost:3000.
 */
export function sdkScriptTag(appOrigin: string): string {
  return `<script src="${appOrigin}${SDK_SCRIPT_PATH}" integrity="${sdkScriptIntegrity()}" crossorigin="anonymous"></script>`;
}
