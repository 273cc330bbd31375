/** @jest-environment node */
import { getMessages } from 'next-intl/server';
import { readSourceGraph } from '@/lib/testing/source-graph';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  BROWSER_KEYS,
  PAGE_NAMESPACES,
  SERVER_ONLY_KEYS,
  SERVER_ONLY_NAMESPACES,
  omitNamespaces,
  omitServerOnlyKeys,
  pageMessages,
  PROTECTED_ONLY_KEYS,
  PROTECTED_SCREEN_MESSAGES,
  type PageNamespace,
  type ProtectedScreen,
  type ScreenMessages,
} from './client-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

const { files, text, routesRendering } = readSourceGraph();

/** Files calling the hook `useTranslations` (client components and what they render) with each namespace. */
const readers = files.flatMap((path) =>
  [...text.get(path)!.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)].map((m) => ({ path, ns: m[1]! })),
);

const PROTECTED = 'app/(main)/(protected)/';
const OPEN = 'app/(main)/(open)/';
const PUBLIC_ONLY = 'app/(main)/(public-only)/';

/** The protected screens' pages, by path: `app/(main)/(protected)/(second-page)/security/page.tsx` → /security. */
const PROTECTED_PAGES = new Map(
  files
    .filter((path) => path.startsWith(PROTECTED) && path.endsWith('/page.tsx'))
    .map((path) => [`/${path.slice(PROTECTED.length, -'/page.tsx'.length).replace(/\([^/]+\)\/?/g, '')}`, path]),
);
const SCREENS = Object.entries(PROTECTED_SCREEN_MESSAGES) as Array<[ProtectedScreen, ScreenMessages]>;

/** The protected pages whose screen adds `namespace` (lib/i18n/client-messages PROTECTED_SCREEN_MESSAGES). */
const screensAdding = (namespace: PageNamespace) =>
  SCREENS.filter(([, { namespaces }]) => namespaces.includes(namespace)).map(
    ([screen]) => PROTECTED_PAGES.get(screen)!,
  );

/**
 * The protected pages that add `namespace` themselves around the part that reads it (/profile's e-mail change:
 * `<IslandMessages namespaces={['auth']}>` only when a flow is open).
 */
const pagesAdding = (namespace: PageNamespace) =>
  [...PROTECTED_PAGES.values()].filter((page) =>
    new RegExp(`<IslandMessages namespaces=\\{\\[[^\\]]*'${namespace}'`).test(text.get(page)!),
  );

/**
 * Where each page namespace is added back: the route folders whose layouts add it, and the protected screens' pages
 * (each screen's own list, added by its layout or page, or added by the page around the part that reads it).
 */
const ADDED_UNDER: Record<PageNamespace, string[]> = {
  auth: [...screensAdding('auth'), ...pagesAdding('auth'), PUBLIC_ONLY],
  account: screensAdding('account'),
  billing: screensAdding('billing'),
  kyc: screensAdding('kyc'),
  payment: screensAdding('payment'),
  interactive: screensAdding('interactive'),
  transactions: screensAdding('transactions'),
  order: [...screensAdding('order'), `${OPEN}order/`, `${OPEN}order-form/`],
  decisionFlow: [`${OPEN}decision-flow/`],
  ramp: [`${OPEN}ramp/`],
  widget: ['app/widget/', 'app/final-step/'],
};

/**
 * Readers a screen renders without reading the namespace (the check goes by file): none at present; a file whose
 * parts a screen renders without their messages belongs split, as components/order is.
 */
const NOT_READ_ON: Partial<Record<ProtectedScreen, Partial<Record<PageNamespace, string[]>>>> = {};

const inside = (path: string, folders: readonly string[]) => folders.some((folder) => path.startsWith(folder));

describe('messages sent to the browser (next-intl pick per island)', () => {
  it('no component reads a server-only namespace with useTranslations (it would show the key)', () => {
    expect(readers.filter(({ ns }) => (SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each(Object.keys(PAGE_NAMESPACES) as PageNamespace[])(
    '%s: read only in its folders, and only under the routes whose layout adds it',
    (namespace) => {
      const folders = PAGE_NAMESPACES[namespace];
      expect(readers.filter(({ path, ns }) => ns === namespace && !inside(path, folders))).toEqual([]);
      // Every route that renders a reader, through any chain of imports, is one whose layout adds the namespace.
      const routes = readers
        .filter(({ ns }) => ns === namespace)
        .flatMap(({ path }) =>
          routesRendering(path).filter((route) => {
            const screen = [...PROTECTED_PAGES].find(([, page]) => page === route)?.[0] as ProtectedScreen;
            return !NOT_READ_ON[screen]?.[namespace]?.includes(path);
          }),
        );
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => !inside(route, ADDED_UNDER[namespace]))).toEqual([]);
    },
  );

  it.each(Object.keys(PAGE_NAMESPACES) as PageNamespace[])(
    '%s: each folder that counts as adding it has a layout that adds it with <IslandMessages> (sign-in: each screen)',
    (namespace) => {
      for (const folder of ADDED_UNDER[namespace].filter((where) => !where.endsWith('/page.tsx'))) {
        if (namespace === 'auth' && folder === PUBLIC_ONLY) {
          // The sign-in screens add their flow kind's part (lib/i18n/sign-in-messages.ts) in AuthFlowPage, which
          // every page of the group renders.
          expect(text.get('components/auth/flow-page.tsx')).toMatch(/await signInMessages\(props\.kind\)/);
          const pages = files.filter((path) => path.startsWith(folder) && path.endsWith('/page.tsx'));
          expect(pages.length).toBe(5);
          expect(pages.filter((path) => !/<AuthFlowPage\b/.test(text.get(path)!))).toEqual([]);
          continue;
        }
        const layout = text.get(`${folder}layout.tsx`) ?? '';
        expect({ folder, adds: /<IslandMessages namespaces=/.test(layout) }).toEqual({ folder, adds: true });
        expect({ folder, names: new RegExp(`'${namespace}'`).test(layout) }).toEqual({ folder, names: true });
      }
    },
  );

  it('every protected screen has its list of namespaces, and its own layout or page adds that list', () => {
    expect([...PROTECTED_PAGES.keys()].sort()).toEqual(SCREENS.map(([screen]) => screen).sort());
    for (const [screen, page] of PROTECTED_PAGES) {
      const own = [page, page.replace(/page\.tsx$/, 'layout.tsx')].map((path) => text.get(path) ?? '').join('\n');
      expect({ screen, adds: own.includes(`<ScreenMessages screen="${screen}">`) }).toEqual({ screen, adds: true });
    }
    // The shared layouts above the screens add none: each screen sends only its own.
    for (const layout of [`${PROTECTED}layout.tsx`, `${PROTECTED}(second-page)/layout.tsx`])
      expect({ layout, adds: /<(Island|Screen)Messages\b/.test(text.get(layout)!) }).toEqual({ layout, adds: false });
  });

  it.each(SCREENS.filter(([, { omit }]) => omit))(
    '%s: no reader the screen renders names a key its list leaves out',
    (screen, { omit }) => {
      const page = PROTECTED_PAGES.get(screen)!;
      for (const [namespace, keys] of Object.entries(omit!)) {
        const rendered = readers.filter(({ path, ns }) => ns === namespace && routesRendering(path).includes(page));
        expect(rendered.length).toBeGreaterThan(0);
        // `useTranslations('transactions.detail')`, t('detail.back'), t(`refund.${…}`): a key named literally.
        const named = new RegExp(`['\`](${namespace}\\.)?(${keys.join('|')})[.'\`]`);
        expect(rendered.filter(({ path }) => named.test(text.get(path)!)).map(({ path }) => path)).toEqual([]);
      }
    },
  );

  it.each(Object.keys(SERVER_ONLY_KEYS) as Array<keyof typeof SERVER_ONLY_KEYS>)(
    '%s: no client component reads a key left out of the browser’s messages, and every reader names its keys',
    (namespace) => {
      const hook = new RegExp(`const (\\w+) = useTranslations\\(\\s*'${namespace}'\\s*\\)`, 'g');
      const uses = files.flatMap((path) =>
        [...text.get(path)!.matchAll(hook)].map((m) => ({ path, name: m[1]!, source: text.get(path)! })),
      );
      expect(uses.length).toBeGreaterThan(0);
      for (const { path, name, source } of uses) {
        const calls = [...source.matchAll(new RegExp(`\\b${name}\\(([^,)]*)`, 'g'))].map((m) => m[1]!.trim());
        // Literal keys only, so the check below sees every key the component can read.
        expect({ path, dynamic: calls.filter((arg) => !/^'[A-Za-z]+'$/.test(arg)) }).toEqual({ path, dynamic: [] });
        const keys = calls.map((arg) => arg.slice(1, -1));
        expect({
          path,
          serverOnly: keys.filter((key) => (SERVER_ONLY_KEYS[namespace] as readonly string[]).includes(key)),
        }).toEqual({
          path,
          serverOnly: [],
        });
      }
    },
  );

  it('omitServerOnlyKeys drops those keys and keeps the rest of the namespace and the other namespaces', () => {
    expect(
      omitServerOnlyKeys({ errors: { retry: 'Try again', notFoundTitle: 'Page not found' }, header: { a: 'A' } }),
    ).toEqual({ errors: { retry: 'Try again' }, header: { a: 'A' } });
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ] as const)(
    'every browser key names a message of %s (a misspelt one would leave the real key out)',
    (_, catalogue) => {
      for (const [namespace, keys] of Object.entries(BROWSER_KEYS)) {
        const tree = catalogue[namespace as keyof typeof catalogue] as Record<string, unknown>;
        expect({ namespace, missing: keys.filter((key) => !(key in tree)) }).toEqual({ namespace, missing: [] });
      }
    },
  );

  it("an island's namespaces reach the browser without their server-only keys (/widget's own copy)", async () => {
    jest.mocked(getMessages).mockResolvedValue(en);
    const { widget } = (await pageMessages(['widget'])) as { widget: Record<string, string> };
    expect(widget.demoTitle).toBe(en.widget.demoTitle);
    expect(widget.backToPartner).toBe(en.widget.backToPartner);
    expect(widget.title).toBeUndefined();
    expect(widget.buyBody).toBeUndefined();
  });

  it('the auth keys the sign-in screens go without are read only by what a settings flow renders', () => {
    const groups = PROTECTED_ONLY_KEYS.auth.join('|');
    // Scoped readers (useTranslations('auth.securityCards'), …): the settings flow's cards. The sign-in screens
    // import them too (Ory Elements's settings slots in components/auth/ory/index.ts, /security's cards in
    // auth-flow.tsx), but Ory Elements and auth-flow.tsx render them for a settings flow only, which only the
    // protected /security and /profile show.
    const scoped = files.filter((path) =>
      new RegExp(`useTranslations\\(\\s*'auth\\.(${groups})\\b`).test(text.get(path)!),
    );
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.filter((path) => !path.startsWith('components/auth/security/'))).toEqual([]);
    // Readers naming such a key through the `auth` translator ('settings.title', …): each says why a sign-in
    // screen never reads it.
    const guarded: Record<string, string> = {
      'lib/auth/ui-text.ts': 'the Google unlink reason, given by a settings flow only, and read behind t.has()',
      'lib/auth/card-text.ts': "the `settings` kind's title, for a settings flow only",
    };
    const named = files.filter((path) => new RegExp(`'(${groups})\\.[A-Za-z_.]+'`).test(text.get(path)!));
    expect(named.sort()).toEqual(Object.keys(guarded).sort());
  });

  it('the sign-in screens get auth without the protected-only keys; the omitted keys exist', async () => {
    jest.mocked(getMessages).mockResolvedValue(en);
    const { auth } = (await pageMessages(['auth'], PROTECTED_ONLY_KEYS)) as { auth: Record<string, unknown> };
    for (const key of PROTECTED_ONLY_KEYS.auth) {
      expect(key in en.auth).toBe(true);
      expect(auth[key]).toBeUndefined();
    }
    expect(auth.login).toEqual(en.auth.login);
    expect(auth.kratos).toEqual(en.auth.kratos);
  });

  it('omitNamespaces drops only the named top-level namespaces', () => {
    expect(omitNamespaces({ common: { a: 'A' }, auth: { b: 'B' }, legal: { c: 'C' } }, ['auth', 'legal'])).toEqual({
      common: { a: 'A' },
    });
  });
});
