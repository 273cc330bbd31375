/**
 * Runtime overrides of the sandbox's Kratos configuration: a second config file, passed after kratos.yml
 * (`-c kratos.yml -c <this file>`), that Kratos watches and reloads on change (ory/x configx). The sandbox control
 * endpoint POST /__sandbox/identity/privileged-session-max-age writes it so one test can make a session "stale"
 * for privileged changes without waiting 15 minutes; a reset empties it again. The file lives in the OS temp
 * directory, one per sandbox process, and is removed on exit.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The override file of this sandbox process. */
export const KRATOS_OVERRIDE_FILE = path.join(tmpdir(), `ramp-sandbox-kratos-overrides-${process.pid}.yml`);

/** How long Kratos takes at most to pick up a changed config file (file watcher event, then a reload). */
const RELOAD_WAIT_MS = 1_000;

/** Writes the empty override (kratos.yml as it is). Called before Kratos starts and on reset. */
export function clearKratosOverrides(): void {
  writeFileSync(KRATOS_OVERRIDE_FILE, '{}\n');
}

/**
 * Sets `selfservice.flows.settings.privileged_session_max_age` to `seconds` and waits for Kratos to reload.
 * @param seconds 1–3600.
 */
export async function setPrivilegedSessionMaxAge(seconds: number): Promise<void> {
  writeFileSync(
    KRATOS_OVERRIDE_FILE,
    `selfservice:\n  flows:\n    settings:\n      privileged_session_max_age: ${Math.round(seconds)}s\n`,
  );
  // Kratos gives no signal when it has reloaded; its watcher reacts within milliseconds.
  await new Promise((resolve) => setTimeout(resolve, RELOAD_WAIT_MS));
}

/** Removes the override file (sandbox exit). */
export function removeKratosOverrides(): void {
  rmSync(KRATOS_OVERRIDE_FILE, { force: true });
}
