/**
 * `npm run build:sdk` writes the partner SDK's script (public/sdk/v1/ramp-widget.js) and the generated parts of
 * docs/partner-guide.md (the script tag's integrity hash, the events table); `npm run check:sdk` (`--check`) only
 * compares them with a fresh build and checks the script's gzip budget, exit 1 on any difference;
 * `--package` also builds the npm package (sdk/dist). The same checks run in Jest (scripts/sdk/drift.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SCRIPT_BUDGET_GZIP, SCRIPT_PATH, buildBrowserScript, buildPackage, gzipBytes, integrity } from './sdk/build';
import { eventsTable } from './sdk/events-table';
import { GUIDE_PATH, updateGuide } from './sdk/guide';

async function main() {
  const check = process.argv.includes('--check');
  const script = await buildBrowserScript();
  const hash = integrity(script);
  const guide = readFileSync(GUIDE_PATH, 'utf8');
  const nextGuide = updateGuide(guide, { hash, table: eventsTable() });
  const gzip = gzipBytes(script);
  const problems: string[] = [];
  if (gzip > SCRIPT_BUDGET_GZIP) problems.push(`the script is ${gzip} B gzip, over its ${SCRIPT_BUDGET_GZIP} B budget`);
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(SCRIPT_PATH, 'utf8');
    } catch {
      problems.push(`${SCRIPT_PATH} is missing`);
    }
    if (committed && committed !== script) problems.push('public/sdk/v1/ramp-widget.js differs from a fresh build');
    if (nextGuide !== guide) problems.push("docs/partner-guide.md's script tag or events table is stale");
  } else {
    mkdirSync(dirname(SCRIPT_PATH), { recursive: true });
    writeFileSync(SCRIPT_PATH, script);
    writeFileSync(GUIDE_PATH, nextGuide);
    if (process.argv.includes('--package')) await buildPackage();
  }
  process.stdout.write(`sdk: ${script.length} B, ${gzip} B gzip (budget ${SCRIPT_BUDGET_GZIP}), ${hash}\n`);
  if (problems.length) {
    process.stderr.write(`${problems.map((p) => `  ${p}`).join('\n')}\nRun npm run build:sdk and commit the result.\n`);
    process.exit(1);
  }
}

void main();
