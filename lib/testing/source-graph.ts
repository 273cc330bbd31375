/**
 * The app's own import graph, read from the sources, for tests that check where a component can render (the
 * message namespaces and the query cache that only some layouts give). Test support only: no app module imports
 * it. Paths use `/` separators and are relative to the project root; test files are left out.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, sep } from 'node:path';

/** Every .ts/.tsx file under a folder (tests excluded), with / separators. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path.split(sep).join('/')] : [];
  });
}

/** The sources of app/, components/ and lib/ with their text. */
export interface SourceGraph {
  files: string[];
  text: Map<string, string>;
  /**
   * The app/ files (routes, layouts) that render `path`, directly or through other components (static and
   * dynamic imports; type-only imports count too, a harmless over-approximation).
   */
  routesRendering: (path: string) => string[];
}

/** Reads app/, components/ and lib/ from the working directory (the project root under Jest). */
export function readSourceGraph(): SourceGraph {
  const files = ['app', 'components', 'lib'].flatMap(sources);
  const text = new Map(files.map((path) => [path, readFileSync(path, 'utf8')]));

  /** The project file an import specifier names (`@/…` or relative), if any. */
  const resolve = (specifier: string, from: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? posix.normalize(posix.join(posix.dirname(from), specifier))
        : undefined;
    if (base === undefined) return undefined;
    return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => text.has(path));
  };

  /** file → the files that import it. */
  const importersOf = new Map<string, string[]>();
  for (const path of files)
    for (const m of text.get(path)!.matchAll(/(?:from |import\()'([^']+)'/g)) {
      const target = resolve(m[1]!, path);
      if (target) importersOf.set(target, [...(importersOf.get(target) ?? []), path]);
    }

  const routesRendering = (path: string, seen = new Set<string>()): string[] => {
    if (seen.has(path)) return [];
    seen.add(path);
    if (path.startsWith('app/')) return [path];
    return (importersOf.get(path) ?? []).flatMap((importer) => routesRendering(importer, seen));
  };
  return { files, text, routesRendering: (path) => routesRendering(path) };
}
