/**
 * @jest-environment node
 *
 * The pure parts of `scripts/cpu-profile-summary.ts`: buckets of paths, self time from samples and time deltas, the
 * Markdown tables, the command line. Profiles are hand-made; the source-map lookup is a stub.
 */
import { bucketOf, nextBucket, normaliseSource, projectRelative } from './cpu-profile/buckets';
import { foldSmall, formatReport, headerLine, packageTable } from './cpu-profile/markdown';
import { mapCandidates } from './cpu-profile/source-maps';
import {
  locate,
  selfTimesMs,
  summarise,
  type CpuProfile,
  type ProfileNode,
  type Resolver,
} from './cpu-profile/summary';
import { parseArgs, parseProfile } from './cpu-profile-summary';

const ROOT = '/srv/app';
const CHUNK = `file://${ROOT}/.next/standalone/.next/server/chunks/ssr/page.js`;
const MAP = `${ROOT}/.next/server/chunks/ssr/page.js.map`;

describe('buckets', () => {
  it('names packages, scoped ones and the innermost of nested node_modules', () => {
    expect(bucketOf('node_modules/@sentry/core/build/cjs/scope.js')).toBe('@sentry/core');
    expect(bucketOf('node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(bucketOf('node_modules/react-intl/node_modules/@formatjs/intl/lib/x.js')).toBe('@formatjs/intl');
    expect(bucketOf('node_modules/use-intl/node_modules/core.ts')).toBe('use-intl');
    expect(bucketOf('node_modules/use-intl/node_modules/@formatjs/index.ts')).toBe('use-intl');
  });

  it('splits Next by area and names the React it ships as the renderer', () => {
    expect(nextBucket('dist/server/app-render/app-render.js')).toBe('next (server/app-render)');
    expect(nextBucket('src/server/base-server.ts')).toBe('next (server)');
    expect(nextBucket('dist/esm/shared/lib/router/utils/route-matcher.js')).toBe('next (shared)');
    expect(nextBucket('dist/compiled/react-dom/cjs/react-dom-server.node.production.js')).toBe(
      'react-dom (next/dist/compiled)',
    );
    expect(nextBucket('dist/compiled/react-server-dom-turbopack/cjs/server.js')).toBe(
      'react-server-dom-turbopack (next/dist/compiled)',
    );
    expect(nextBucket('dist/compiled/next-server/app-page-turbo.runtime.prod.js')).toBe('next (compiled/next-server)');
    expect(nextBucket('dist/compiled/@edge-runtime/cookies/index.js')).toBe('next (compiled/@edge-runtime/cookies)');
  });

  it('names app code by its top folder, lib by its area, root files as themselves', () => {
    expect(bucketOf('app/(main)/widget/page.tsx')).toBe('app/');
    expect(bucketOf('components/ui/card.tsx')).toBe('components/');
    expect(bucketOf('lib/i18n/request.ts')).toBe('lib/i18n');
    expect(bucketOf('lib/config.ts')).toBe('lib/config');
    expect(bucketOf('middleware.ts')).toBe('middleware.ts');
    expect(bucketOf('.next/server/chunks/ssr/page.js')).toBe('.next (unmapped)');
  });

  it("names Node's modules, V8's frames and Turbopack's runtime", () => {
    expect(bucketOf('node:internal/streams/readable')).toBe('node (streams)');
    expect(bucketOf('node:internal/deps/undici/undici')).toBe('node (deps/undici)');
    expect(bucketOf('node:_http_server')).toBe('node (_http_server)');
    expect(bucketOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(bucketOf('', '(program)')).toBe('(program)');
    expect(bucketOf('', 'stringify')).toBe('(native)');
    expect(bucketOf('[turbopack]/runtime/base.ts')).toBe('turbopack (runtime)');
    expect(bucketOf('https://raw.githubusercontent.com/fb55/entities/abc/src/decode.ts')).toBe('entities');
  });
});

describe('normaliseSource', () => {
  it.each([
    ['turbopack:///[project]/lib/http/server.ts', 'lib/http/server.ts'],
    [
      '[project]/node_modules/.pnpm/next@16/node_modules/next/dist/x.js',
      'node_modules/.pnpm/next@16/node_modules/next/dist/x.js',
    ],
    ['turbopack:///[turbopack]/runtime/base.ts', '[turbopack]/runtime/base.ts'],
    ['../../../../node_modules/%40sentry/core/src/scope.ts', 'node_modules/@sentry/core/src/scope.ts'],
    ['../../lib/auth/session.ts', 'lib/auth/session.ts'],
    ['webpack://next/./dist/compiled/react-dom/cjs/x.js', 'node_modules/next/dist/compiled/react-dom/cjs/x.js'],
    [`file://${ROOT}/components/a.tsx`, 'components/a.tsx'],
  ])('reads %s in a build map as %s', (source, expected) => {
    expect(normaliseSource(source, MAP)).toBe(expected);
  });

  it("resolves a package's own map from where the map is", () => {
    const map = `${ROOT}/node_modules/@sentry/core/build/cjs/scope.js.map`;
    expect(normaliseSource('../../src/scope.ts', map)).toBe('node_modules/@sentry/core/src/scope.ts');
    const copied = `${ROOT}/.next/standalone/node_modules/@sentry/core/build/cjs/scope.js.map`;
    expect(normaliseSource('../../src/scope.ts', copied)).toBe('node_modules/@sentry/core/src/scope.ts');
  });

  it('reads a standalone copy as the project and finds its maps in the project', () => {
    expect(projectRelative(`${ROOT}/.next/standalone/node_modules/next/dist/server/next.js`)).toBe(
      'node_modules/next/dist/server/next.js',
    );
    expect(mapCandidates(`${ROOT}/.next/standalone/.next/server/chunks/ssr/page.js`)).toEqual([
      `${ROOT}/.next/standalone/.next/server/chunks/ssr/page.js.map`,
      MAP,
    ]);
  });
});

/** A node with a call frame. */
function node(id: number, functionName: string, url = '', lineNumber = -1, columnNumber = -1): ProfileNode {
  return { id, callFrame: { functionName, url, lineNumber, columnNumber, scriptId: id } };
}

/** Maps line 1 of the chunk to next-intl, line 2 to the app's lib/i18n; nothing else. */
const resolve: Resolver = (file, line) => {
  if (file !== `${ROOT}/.next/standalone/.next/server/chunks/ssr/page.js`) return undefined;
  if (line === 1) return { source: '../../../../node_modules/next-intl/dist/x.js', line: 10, column: 2, mapFile: MAP };
  if (line === 2) return { source: 'turbopack:///[project]/lib/i18n/request.ts', line: 42, column: 0, mapFile: MAP };
  return undefined;
};

const PROFILE: CpuProfile = {
  nodes: [
    node(1, '(root)'),
    node(2, '(idle)'),
    node(3, '(garbage collector)'),
    node(4, 'format', CHUNK, 0, 100),
    node(5, 'getMessages', CHUNK, 1, 4),
    node(6, 'getMessages', CHUNK, 1, 4), // the same function reached by another path
    node(7, 'onStreamRead', 'node:internal/stream_base_commons', 170, 20),
    node(8, 'lost', CHUNK, 9, 0),
  ],
  startTime: 0,
  endTime: 20_000,
  samples: [2, 4, 5, 6, 3, 7, 5, 8, 2],
  timeDeltas: [5000, 1000, 2000, 1000, 500, 500, 1000, 1000, -100],
};

describe('self time', () => {
  it('counts the delta at index i to sample i, in ms, negative deltas as 0', () => {
    const self = selfTimesMs(PROFILE);
    expect(self.get(2)).toBe(5);
    expect(self.get(5)).toBe(3);
    expect(self.get(4)).toBe(1);
  });

  it('refuses samples and deltas of different lengths', () => {
    expect(() => selfTimesMs({ samples: [1, 2], timeDeltas: [1] })).toThrow('2 samples but 1 time deltas');
  });

  it('locates frames through the map, and as the script itself without one', () => {
    expect(locate(PROFILE.nodes[4]!.callFrame, resolve)).toEqual({ path: 'lib/i18n/request.ts', line: 42, column: 0 });
    expect(locate(PROFILE.nodes[7]!.callFrame, resolve)).toEqual({
      path: '.next/server/chunks/ssr/page.js',
      line: 10,
      column: 0,
    });
  });

  it('sums by bucket and by function, idle apart', () => {
    const summary = summarise(PROFILE, resolve);
    expect(summary).toMatchObject({ wallMs: 20, totalMs: 12, idleMs: 5, busyMs: 7 });
    expect(summary.packages).toEqual([
      { name: 'lib/i18n', selfMs: 4 },
      { name: '.next (unmapped)', selfMs: 1 },
      { name: 'next-intl', selfMs: 1 },
      { name: '(garbage collector)', selfMs: 0.5 },
      { name: 'node (stream_base_commons)', selfMs: 0.5 },
    ]);
    expect(summary.functions[0]).toEqual({ name: 'getMessages', where: 'lib/i18n/request.ts:42', selfMs: 4 });
    expect(summary.functions.map((row) => row.name)).not.toContain('(garbage collector)');
  });
});

describe('Markdown', () => {
  const summary = summarise(PROFILE, resolve);

  it('folds rows under the share into one, but never a single row', () => {
    const rows = [
      { name: 'a', selfMs: 90 },
      { name: 'b', selfMs: 9.6 },
      { name: 'c', selfMs: 0.2 },
      { name: 'd', selfMs: 0.2 },
    ];
    expect(foldSmall(rows, 100)).toEqual([...rows.slice(0, 2), { name: 'other (2 packages)', selfMs: 0.4 }]);
    expect(foldSmall(rows.slice(0, 3), 100)).toEqual(rows.slice(0, 3));
  });

  it('writes the header with and without a request count', () => {
    expect(headerLine(summary)).toBe('**CPU profile**: wall 20.0 ms, busy CPU 7.0 ms (idle 5.0 ms left out)');
    expect(headerLine(summary, 4)).toContain('4 requests: 1.75 ms busy per request');
  });

  it('writes the package table with shares of busy time and ms per request', () => {
    const lines = packageTable(summary, 2).split('\n');
    expect(lines[0]).toBe('| package | self ms | % of busy | ms/request |');
    expect(lines[2]).toBe('| lib/i18n | 4.0 | 57.1 % | 2.00 |');
    expect(lines.at(-1)).toBe('| **busy total** | 7.0 | 100.0 % | 3.50 |');
    expect(packageTable(summary)).toContain('| next-intl | 1.0 | 14.3 % | — |');
  });

  it('writes the top functions with their original place', () => {
    const report = formatReport(summary, { top: 2 });
    expect(report).toContain('| `getMessages` | `lib/i18n/request.ts:42` | 4.0 |');
    expect(report).toContain('Top 2 functions by self time:');
    expect(report).not.toContain('onStreamRead');
  });
});

describe('command line', () => {
  it('reads the file and the options', () => {
    expect(parseArgs(['p.cpuprofile'])).toEqual({ file: 'p.cpuprofile', top: 25 });
    expect(parseArgs(['--requests', '800', 'p.cpuprofile', '--top', '10'])).toEqual({
      file: 'p.cpuprofile',
      requests: 800,
      top: 10,
    });
  });

  it('refuses a missing file, a bad number and an unknown flag', () => {
    expect(() => parseArgs([])).toThrow('usage:');
    expect(() => parseArgs(['p', '--requests', '0'])).toThrow('--requests needs a whole number');
    expect(() => parseArgs(['p', '--verbose'])).toThrow('unexpected argument --verbose');
  });

  it('refuses a file that is no CPU profile', () => {
    expect(() => parseProfile('{"nodes": []}')).toThrow('not a V8 CPU profile');
    expect(parseProfile(JSON.stringify(PROFILE)).samples).toHaveLength(9);
  });
});
