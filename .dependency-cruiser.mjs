/**
 * dependency-cruiser rules of `npm run check:imports` (part of `npm run lint`): the folders of lib/ and of
 * components/ each lean one way. `npx depcruise lib components` checks them in a few seconds.
 *
 * lib/: no two folders import each other, directly or through other folders, so each folder leans only on the ones
 * below it and lib/domain (the product's words) leans on none.
 *
 * A folder is lib/<name>/ together with its root module lib/<name>.ts, if any (lib/config.ts and lib/config/ are one
 * folder; lib/routes.ts is a folder of one module). dependency-cruiser's folder scope sees the folders that are
 * directories; its root modules it counts as lib/ itself, which holds every folder, so it sees no cycle through
 * them. Two more rules keep the root modules out of cycles instead: a root module imports nothing of lib/ but its
 * own folder, and a folder behind a root module imports no other folder (every folder reads configuration through
 * lib/config.ts, so lib/config/ is the base layer).
 *
 * components/: no two folders import each other either (a feature folder and its subfolders, components/auth/ory
 * and components/auth/security, alike), and components/ui, the primitives every screen is built from, imports no
 * other folder of components/: a feature may use a primitive, never the reverse. What two features share lives in a
 * folder both import (components/transaction-shared) or, when it is generic, in components/ui.
 *
 * Type-only imports count (tsPreCompilationDeps): a type couples two folders as much as a value does.
 *
 * Tests are left out. Nothing imports a test file, so a test can never close a loop in what the app loads; what it
 * imports only says what it is tested with (the tests of lib/api drive the sandbox with lib/order's order body, and
 * lib/billing's fields). Counting them would move fixtures into the folders under test instead.
 */
import { existsSync, readdirSync } from 'node:fs';

/** Folders that have a root module: lib/<name>/ next to lib/<name>.ts (or .tsx). */
const foldersWithRootModule = (existsSync('lib') ? readdirSync('lib', { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(`lib/${name}.ts`) || existsSync(`lib/${name}.tsx`));

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'lib-folder-cycle',
      comment:
        'Two lib/ folders import each other (directly or through others): move the shared word to lib/domain, or ' +
        'the function to the folder of its subject.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'lib-root-module-imports-other-folder',
      comment: 'A root module lib/<name>.ts imports nothing of lib/ but its own folder lib/<name>/.',
      severity: 'error',
      from: { path: '^lib/([^/]+)\\.tsx?$' },
      to: { path: '^lib/', pathNot: '^lib/$1/' },
    },
    ...(foldersWithRootModule.length
      ? [
          {
            name: 'lib-base-folder-imports-other-folder',
            comment: `A folder behind a root module (${foldersWithRootModule.join(', ')}) imports no other lib/ folder.`,
            severity: 'error',
            from: { path: `^lib/(${foldersWithRootModule.join('|')})/` },
            to: { path: '^lib/', pathNot: '^lib/$1([/.]|$)' },
          },
        ]
      : []),
    {
      name: 'lib-domain-imports-lib',
      comment: 'lib/domain holds the product words and imports no other lib/ folder.',
      severity: 'error',
      from: { path: '^lib/domain/' },
      to: { path: '^lib/', pathNot: '^lib/domain/' },
    },
    {
      name: 'components-folder-cycle',
      comment:
        'Two components/ folders import each other (directly or through others): move what both use to a folder ' +
        'both import, or to components/ui when it is a generic primitive.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^components/' },
      to: { circular: true },
    },
    {
      name: 'components-ui-imports-feature',
      comment:
        'components/ui holds the primitives and imports no other components/ folder; pass what it needs as props.',
      severity: 'error',
      from: { path: '^components/ui/' },
      to: { path: '^components/', pathNot: '^components/ui/' },
    },
  ],
  options: {
    includeOnly: '^(lib|components)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

export default config;
