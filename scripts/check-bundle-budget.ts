/**
 * `npm run check:bundle` (run by `npm run test:e2e` right after `next build`): the first-visit JavaScript of every
 * route, gzip, against scripts/bundle-budgets.ts. Bytes of a build are deterministic, so
 * this is a check, not a timed test.
 *
 * Input: Next's own per-route list of first-load chunks (.next/diagnostics/route-bundle-stats.json, written by
 * `next build`), each chunk gzipped at zlib's default level (what a server's on-the-fly gzip sends; the same as
 * e2e/bench.ts). Prints the table; exits 1 when a route is over its limit, naming the route, its size and limit
 * and the biggest chunks and modules it loads beyond the shared framework chunks (module names come from the
 * build's client-reference manifests where the build records them; `npx next analyze` shows the whole tree).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { budgetFailed, evaluateBudgets, type BudgetResult } from './bundle-budgets';

const NEXT_DIR = join(process.cwd(), '.next');
const STATS = join(NEXT_DIR, 'diagnostics', 'route-bundle-stats.json');

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

const gzipCache = new Map<string, number>();
/** Gzip bytes of a file (path relative to the project), cached. */
function gzipBytes(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length;
    gzipCache.set(path, size);
  }
  return size;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Module id → source path, from every client-reference manifest of the build. */
function moduleNames(): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('_client-reference-manifest.js')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/"\[project\]\/([^"]+?)(?: <[^"]*>)?":\{"id":(\d+)/g)) names.set(m[2]!, m[1]!);
      }
    }
  };
  walk(join(NEXT_DIR, 'server', 'app'));
  return names;
}

/** The modules of one Turbopack chunk (`TURBOPACK.push([script, id, factory, id, factory, …])`), largest first. */
function chunkModules(path: string): Array<{ id: string; bytes: number; text: string }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const modules: Array<{ id: string; bytes: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.some(ts.isNumericLiteral)) {
      node.elements.forEach((element, i) => {
        const next = node.elements[i + 1];
        if (ts.isNumericLiteral(element) && next && !ts.isNumericLiteral(next)) {
          const text = next.getText(source);
          modules.push({ id: element.text, bytes: gzipSync(text).length, text });
        }
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return modules.sort((a, b) => b.bytes - a.bytes);
}

/** What a route loads beyond the framework's shared chunks: its biggest chunks and, in them, modules. */
function explain(stats: RouteStats, shared: Set<string>, names: Map<string, string>): string {
  const own = stats.firstLoadChunkPaths
    .filter((chunk) => !shared.has(chunk))
    .map((chunk) => ({ chunk, bytes: gzipBytes(chunk) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  return own
    .map(({ chunk, bytes }) => {
      const modules = chunkModules(chunk)
        .slice(0, 5)
        .map(({ id, bytes: moduleBytes, text }) => {
          const name = names.get(id) ?? `module ${id} (${text.slice(0, 60).replace(/\s+/g, ' ')}…)`;
          return `      ${kb(moduleBytes)} KB  ${name}`;
        });
      return [`    ${chunk}: ${kb(bytes)} KB gzip`, ...modules].join('\n');
    })
    .join('\n');
}

function main() {
  let stats: RouteStats[];
  try {
    stats = JSON.parse(readFileSync(STATS, 'utf8')) as RouteStats[];
  } catch {
    throw new Error(`No ${STATS}: run \`next build\` first.`);
  }
  const build = JSON.parse(readFileSync(join(NEXT_DIR, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const shared = new Set(build.rootMainFiles.map((file) => join('.next', file)));
  const sizes = Object.fromEntries(
    stats.map((s) => [s.route, kb(s.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipBytes(chunk), 0))]),
  );
  const report = evaluateBudgets(sizes);
  console.log('First-visit JS per route (KB gzip; limit = ratchet while a route is above its goal):');
  console.table(
    report.results.map(({ route, kb: size, limit, goal }: BudgetResult) => ({ route, KB: size, limit, goal })),
  );
  if (!budgetFailed(report)) return;
  const names = moduleNames();
  for (const result of report.results.filter((r) => r.over)) {
    const route = stats.find((s) => s.route === result.route)!;
    console.error(
      `\n✖ ${result.route}: ${result.kb} KB gzip, over its limit of ${result.limit} KB. Biggest additions:`,
    );
    console.error(explain(route, shared, names));
  }
  for (const route of report.unbudgeted) console.error(`✖ ${route} has no budget in scripts/bundle-budgets.ts`);
  for (const route of report.stale) console.error(`✖ ${route} is in scripts/bundle-budgets.ts but not in the build`);
  process.exitCode = 1;
}

main();
