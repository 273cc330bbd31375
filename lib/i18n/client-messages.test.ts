/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { PAGE_NAMESPACES, SERVER_ONLY_NAMESPACES, omitNamespaces, type PageNamespace } from './client-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

/** Every .ts/.tsx file under a folder (tests excluded), with / separators. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path.split(sep).join('/')] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sources);
const text = new Map(files.map((path) => [path, readFileSync(path, 'utf8')]));

/** Files calling the hook `useTranslations` (client components and what they render) with each namespace. */
const readers = files.flatMap((path) =>
  [...text.get(path)!.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)].map((m) => ({ path, ns: m[1]! })),
);

const PROTECTED = 'app/(main)/(protected)/';
const OPEN = 'app/(main)/(open)/';

/** The route folders whose layouts add each page namespace back (app/(main)/(protected)/layout.tsx adds all). */
const ADDED_UNDER: Record<PageNamespace, string[]> = {
  auth: [PROTECTED, 'app/(main)/(public-only)/'],
  account: [PROTECTED],
  billing: [PROTECTED],
  kyc: [PROTECTED],
  payment: [PROTECTED],
  interactive: [PROTECTED],
  transactions: [PROTECTED, `${OPEN}order/`, `${OPEN}order-form/`, 'app/widget/', 'app/final-step/'],
  order: [PROTECTED, `${OPEN}order/`, `${OPEN}order-form/`],
  common: [PROTECTED, `${OPEN}order/`, `${OPEN}order-form/`],
  decisionFlow: [PROTECTED, `${OPEN}decision-flow/`],
  ramp: [PROTECTED, `${OPEN}ramp/`],
  widget: [PROTECTED, 'app/widget/', 'app/final-step/'],
};

const inside = (path: string, folders: readonly string[]) => folders.some((folder) => path.startsWith(folder));

/** The project file an import specifier names (`@/…` or relative), if any. */
function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(from), specifier))
      : undefined;
  if (base === undefined) return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => text.has(path));
}

/** file → the files that import it (type-only imports included: harmless over-approximation). */
const importersOf = new Map<string, string[]>();
for (const path of files)
  for (const m of text.get(path)!.matchAll(/from '([^']+)'/g)) {
    const target = resolve(m[1]!, path);
    if (target) importersOf.set(target, [...(importersOf.get(target) ?? []), path]);
  }

/** The app/ files (routes, layouts) that render `path`, directly or through other components. */
function routesRendering(path: string, seen = new Set<string>()): string[] {
  if (seen.has(path)) return [];
  seen.add(path);
  if (path.startsWith('app/')) return [path];
  return (importersOf.get(path) ?? []).flatMap((importer) => routesRendering(importer, seen));
}

describe('messages sent to the browser (issue 11: next-intl pick per island)', () => {
  it('no component reads a server-only namespace with useTranslations (it would show the key)', () => {
    expect(readers.filter(({ ns }) => (SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each(Object.keys(PAGE_NAMESPACES) as PageNamespace[])(
    '%s: read only in its folders, and only under the routes whose layout adds it',
    (namespace) => {
      const folders = PAGE_NAMESPACES[namespace];
      expect(readers.filter(({ path, ns }) => ns === namespace && !inside(path, folders))).toEqual([]);
      // Every route that renders a reader, through any chain of imports, is one whose layout adds the namespace.
      const routes = readers.filter(({ ns }) => ns === namespace).flatMap(({ path }) => routesRendering(path));
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => !inside(route, ADDED_UNDER[namespace]))).toEqual([]);
    },
  );

  it.each(Object.keys(PAGE_NAMESPACES) as PageNamespace[])(
    '%s: each folder that counts as adding it has a layout that adds it with <IslandMessages>',
    (namespace) => {
      for (const folder of ADDED_UNDER[namespace]) {
        const layout = text.get(`${folder}layout.tsx`) ?? '';
        expect({ folder, adds: /<IslandMessages namespaces=/.test(layout) }).toEqual({ folder, adds: true });
        // The protected layout adds every page namespace; the others name theirs.
        const names = folder === PROTECTED ? /Object\.keys\(PAGE_NAMESPACES\)/ : new RegExp(`'${namespace}'`);
        expect({ folder, names: names.test(layout) }).toEqual({ folder, names: true });
      }
    },
  );

  it('omitNamespaces drops only the named top-level namespaces', () => {
    expect(omitNamespaces({ common: { a: 'A' }, auth: { b: 'B' }, legal: { c: 'C' } }, ['auth', 'legal'])).toEqual({
      common: { a: 'A' },
    });
  });
});
