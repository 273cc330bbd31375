/** @jest-environment node */
import { readSourceGraph } from '@/lib/testing/source-graph';

/**
 * TanStack Query's cache is given by the layouts of the route groups whose screens query, not by the root layout
 * (so that pages that query nothing do not load TanStack Query). A screen that calls a query hook under a route
 * without <QueryProvider> would throw "No QueryClient set" at runtime; this finds it over the import graph.
 */
const { files, text, routesRendering } = readSourceGraph();

/** The route folders whose layout wraps its screens in <QueryProvider> (components/query/query-provider.tsx). */
const PROVIDED_UNDER = ['app/(main)/(protected)/', 'app/(main)/(open)/order/', 'app/(main)/(open)/order-form/'];

const HOOK_IMPORT = /import \{[^}]*\buse[A-Z]\w*[^}]*\} from '@tanstack\/react-query'/;

/** Files that call a TanStack Query hook relying on the provider (a file handing the client over itself is not). */
const hookUsers = files.filter(
  (path) => HOOK_IMPORT.test(text.get(path)!) && !/getQueryClient\)/.test(text.get(path)!),
);

describe('where the query cache is provided', () => {
  it('finds the screens that query (the test reads the graph it means to)', () => {
    expect(hookUsers).toEqual(
      expect.arrayContaining([
        'components/transactions/transactions-view.tsx',
        'components/billing/use-billing-submit.ts',
      ]),
    );
  });

  it('every route that renders a query hook, through any chain of imports, is under a layout with <QueryProvider>', () => {
    const outside = hookUsers.flatMap((path) =>
      routesRendering(path)
        .filter((route) => !PROVIDED_UNDER.some((folder) => route.startsWith(folder)))
        .map((route) => ({ hookIn: path, route })),
    );
    expect(outside).toEqual([]);
  });

  it.each(PROVIDED_UNDER)('%slayout.tsx wraps its screens in <QueryProvider>', (folder) => {
    expect(text.get(`${folder}layout.tsx`)).toMatch(/<QueryProvider>/);
  });

  it('the root providers do not load TanStack Query (every page would carry it)', () => {
    expect(text.get('components/providers.tsx')).not.toMatch(/@tanstack\/react-query/);
    expect(text.get('components/session/session-provider.tsx')).not.toMatch(
      /@tanstack\/react-query|'ky'|http\/client'/,
    );
  });
});
