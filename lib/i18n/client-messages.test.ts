/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ONLY_NAMESPACES, SIGN_IN_NAMESPACES, omitNamespaces } from './client-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

/** Every .ts/.tsx file under a folder (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Files calling the hook `useTranslations` (client components and components they render) with each namespace. */
const readers = ['app', 'components', 'lib']
  .flatMap(sources)
  .flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)].map((m) => ({ path, ns: m[1]! })),
  );

describe('messages sent to the browser (issue 11: next-intl pick per island)', () => {
  it('no component reads a server-only namespace with useTranslations (it would show the key)', () => {
    expect(readers.filter(({ ns }) => (SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('only the Ory Elements islands (components/auth, lib/auth) read the sign-in namespaces', () => {
    const outside = readers.filter(
      ({ path, ns }) =>
        (SIGN_IN_NAMESPACES as readonly string[]).includes(ns) &&
        !path.startsWith(join('components', 'auth')) &&
        !path.startsWith(join('lib', 'auth')),
    );
    expect(outside).toEqual([]);
  });

  it('omitNamespaces drops only the named top-level namespaces', () => {
    expect(omitNamespaces({ common: { a: 'A' }, auth: { b: 'B' }, legal: { c: 'C' } }, ['auth', 'legal'])).toEqual({
      common: { a: 'A' },
    });
  });
});
