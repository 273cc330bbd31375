/** @jest-environment node */
import { readSourceGraph } from '@/lib/testing/source-graph';
import { PAGE_NAMESPACES, SERVER_ONLY_NAMESPACES, omitNamespaces, type PageNamespace } from './client-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

const { files, text, routesRendering } = readSourceGraph();

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
