/**
 * Writes the table of every product API call and its spec §8 policy (lib/api/registry.ts) into docs/error-policy.md,
 * between its markers, laid out by prettier. lib/api/registry.test.ts fails while the doc differs from the registry.
 * Usage: npx tsx scripts/error-policy-table.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { policyTable, withTable } from '../lib/api/registry';

const path = join(process.cwd(), 'docs/error-policy.md');

async function main() {
  const doc = withTable(readFileSync(path, 'utf8'), policyTable());
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(doc, { ...options, filepath: path }));
  console.log(`wrote the error policy table to ${path}`);
}

void main();
