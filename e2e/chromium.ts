/**
 * The browser every browser run on this machine uses, in one place for every tool: Debian's Chromium
 * (e2e/ensure-chromium.sh installs it; `npx playwright install` is never run) and the flags that keep it quiet and
 * deterministic on a shared, offline machine (no sandbox in containers, no GPU, no QUIC, no background network,
 * component updates or sync). Read by playwright.config.ts and e2e/bench.ts (Lighthouse's Chrome).
 */

/** Path of Debian's Chromium binary. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Command-line flags of every Chromium the tests and the benchmark start. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
