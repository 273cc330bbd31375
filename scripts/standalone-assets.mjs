/**
 * After `next build` (Next's self-hosting guide): completes .next/standalone/ so that it runs on its
 * own, as the Docker image and the e2e suite run it. Copies .next/static → .next/standalone/.next/static,
 * public → .next/standalone/public and deploy/start.js (the production entry) with its helpers
 * deploy/log-format.js, deploy/request-guard.js and deploy/heap-guard.js → .next/standalone/.
 * Exits 1 when the build left no standalone server.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';

const OUT = '.next/standalone';
if (!existsSync(`${OUT}/server.js`)) {
  console.error(`[build] ${OUT}/server.js is missing: is output: 'standalone' set in next.config.ts?`);
  process.exit(1);
}
for (const [from, to] of [
  ['.next/static', `${OUT}/.next/static`],
  ['public', `${OUT}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
cpSync('deploy/start.js', `${OUT}/start.js`);
cpSync('deploy/log-format.js', `${OUT}/log-format.js`);
cpSync('deploy/request-guard.js', `${OUT}/request-guard.js`);
cpSync('deploy/heap-guard.js', `${OUT}/heap-guard.js`);
console.log(`[build] ${OUT}/ is complete: node ${OUT}/start.js`);
