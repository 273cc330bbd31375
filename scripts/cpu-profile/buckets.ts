/**
 * Where a CPU profile's code comes from (scripts/cpu-profile-summary.ts): paths made relative to the project, and the
 * bucket ("package") each path is counted in. Pure: the source maps are read elsewhere (./source-maps.ts).
 *
 * A project-relative path looks like `lib/i18n/request.ts`, `node_modules/next/dist/server/base-server.js` or
 * `.next/server/chunks/ssr/x.js` (a bundled chunk no source map explained). Node's own code keeps its `node:` URL,
 * Turbopack's runtime is `[turbopack]/…`, other URLs are kept whole.
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** V8's pseudo-frames: no script, each counted as its own row. `(idle)` is not busy time. */
export const PSEUDO_FRAMES: ReadonlySet<string> = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

/** React's packages as Next ships them in `next/dist/compiled/`: the renderer, reported under their own name. */
const REACT_IN_NEXT: ReadonlySet<string> = new Set([
  'react',
  'react-dom',
  'react-server-dom-turbopack',
  'react-server-dom-webpack',
  'react-is',
  'scheduler',
]);

const STANDALONE = '/.next/standalone/';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A `file:` URL's path; undefined for one that names no local file (a host, a bad escape). */
function filePath(url: string): string | undefined {
  try {
    return fileURLToPath(url);
  } catch {
    return undefined;
  }
}

/**
 * The file system path of a profile's script URL: `file:///…`, or a plain absolute path (Next's edge sandbox runs
 * middleware chunks as `vm` scripts named by their path).
 * @returns the absolute path, or undefined for `node:` modules, V8's frames and other URLs.
 */
export function scriptFile(url: string): string | undefined {
  if (url.startsWith('file://')) return filePath(url);
  return url.startsWith('/') ? url : undefined;
}

/**
 * The project a file belongs to: the folder above its `.next/` (the standalone copy's included) or, outside a build,
 * above its first `node_modules/`.
 * @returns an absolute path without a trailing slash, or undefined when the path shows neither.
 */
export function projectRootOf(file: string): string | undefined {
  for (const marker of ['/.next/', '/node_modules/']) {
    const at = file.indexOf(marker);
    if (at >= 0) return file.slice(0, at);
  }
  return undefined;
}

/**
 * An absolute path relative to its project: a standalone copy's files as the project's own
 * (`…/.next/standalone/node_modules/x` is `node_modules/x`).
 * @returns the relative path, or the path unchanged when no project shows in it.
 */
export function projectRelative(file: string, projectRoot = projectRootOf(file)): string {
  const standalone = file.indexOf(STANDALONE);
  if (standalone >= 0) return file.slice(standalone + STANDALONE.length);
  if (projectRoot && file.startsWith(`${projectRoot}/`)) return file.slice(projectRoot.length + 1);
  const modules = file.indexOf('/node_modules/');
  return modules >= 0 ? file.slice(modules + 1) : file;
}

/** `webpack://next/./dist/x.js` (Next's precompiled runtimes) as `node_modules/next/dist/x.js`. */
function webpackSource(source: string): string {
  const [namespace = '', ...rest] = source.slice('webpack://'.length).split('/');
  const path = posix.normalize(rest.join('/'));
  return namespace ? `node_modules/${namespace}/${path}` : path;
}

/**
 * A source map's `sources` entry as a project-relative path.
 * @param source the entry as written in the map (URL-encoded or not).
 * @param mapFile absolute path of the map. Relative entries of a map of the build's own chunks (`.next/server/…`,
 *   Turbopack's) climb to the project root, so their leading `../` are dropped; those of other maps (a package's
 *   own) are resolved from where the map is.
 * @returns e.g. `lib/http/server.ts`, `node_modules/@sentry/core/src/scope.ts`, `[turbopack]/runtime.ts`.
 */
export function normaliseSource(source: string, mapFile?: string): string {
  const text = (source.startsWith('file://') && filePath(source)) || decode(source);
  const project = text.indexOf('[project]/');
  if (project >= 0) return text.slice(project + '[project]/'.length);
  if (text.startsWith('turbopack:///')) return text.slice('turbopack:///'.length);
  if (text.startsWith('webpack://')) return webpackSource(text);
  if (/^[a-z][\w+.-]*:/i.test(text)) return text;
  if (text.startsWith('/')) return projectRelative(text, mapFile && projectRootOf(mapFile));
  if (!mapFile || projectRelative(mapFile).startsWith('.next/')) return text.replace(/^(?:\.\.?\/)+/, '');
  return projectRelative(posix.join(posix.dirname(mapFile), text), projectRootOf(mapFile));
}

/**
 * Next's own code split by area; React's packages it ships are named as themselves (they are the renderer).
 * @param rest the path inside `node_modules/next/` (`dist/…`, `dist/esm/…` or `src/…`).
 * @returns e.g. `next (server/app-render)`, `next (server)`, `next (compiled/p-queue)`,
 *   `react-dom (next/dist/compiled)`.
 */
export function nextBucket(rest: string): string {
  const parts = rest.replace(/^(?:dist\/esm\/|dist\/|src\/)/, '').split('/');
  const [first = '', second = '', third = ''] = parts;
  if (first === 'compiled') {
    const name = second.startsWith('@') ? `${second}/${third}` : second;
    return REACT_IN_NEXT.has(name) ? `${name} (next/dist/compiled)` : `next (compiled/${name})`;
  }
  if (parts.length === 1) return 'next';
  if (first === 'server' && parts.length > 2) return `next (server/${second})`;
  return `next (${first})`;
}

/**
 * The package of a path inside `node_modules/`: the innermost one whose name is followed by a file path (a map can
 * misplace a nested package's sources, as in `node_modules/use-intl/node_modules/core.ts`), Next split by
 * {@link nextBucket}.
 */
function packageBucket(path: string): string {
  const segments = path.split('node_modules/').slice(1);
  for (const segment of segments.reverse()) {
    const parts = segment.split('/');
    const length = parts[0]?.startsWith('@') ? 2 : 1;
    if (parts.length <= length) continue;
    const name = parts.slice(0, length).join('/');
    return name === 'next' ? nextBucket(parts.slice(length).join('/')) : name;
  }
  return '(node_modules)';
}

/** `node (streams)` for `node:internal/streams/readable`, `node (http)` for `node:http`. */
function nodeBucket(url: string): string {
  const parts = url.replace(/^node:(?:internal\/)?/, '').split('/');
  const first = parts[0] === 'deps' && parts[1] ? `deps/${parts[1]}` : (parts[0] ?? '');
  return first ? `node (${first})` : 'node:internal';
}

/** A URL that is no file: Node's modules, Turbopack's runtime, a repository's raw file, a `vm` script. */
function urlBucket(path: string): string | undefined {
  if (path.startsWith('node:')) return nodeBucket(path);
  if (path.startsWith('[turbopack]/')) return 'turbopack (runtime)';
  if (path.startsWith('evalmachine.')) return '(vm script)';
  const raw = /^https?:\/\/raw\.githubusercontent\.com\/[^/]+\/([^/]+)\//.exec(path);
  if (raw?.[1]) return raw[1];
  const url = /^[a-z][\w+.-]*:\/*([^/]*)/i.exec(path);
  return url ? `(${url[1] || path})` : undefined;
}

/** App code by its top folder, `lib/` by its area; a file at the root as itself. */
function projectBucket(path: string): string {
  const [first = '', second] = path.split('/');
  if (second === undefined) return first;
  if (first === 'lib') return `lib/${second.replace(/\.[cm]?[jt]sx?$/, '')}`;
  if (first === '.next') return '.next (unmapped)';
  return `${first}/`;
}

/**
 * The bucket a frame's self time is counted in.
 * @param path the frame's project-relative path (see the module comment); empty for V8's frames without a script.
 * @param functionName the frame's function name, which names V8's pseudo-frames.
 * @returns a package name (`@sentry/core`), a part of Next, an app folder (`lib/i18n`, `components/`), Node's
 *   module (`node (streams)`) or a pseudo-frame (`(garbage collector)`; `(native)` for other frames without script).
 */
export function bucketOf(path: string, functionName = ''): string {
  if (path === '') return PSEUDO_FRAMES.has(functionName) ? functionName : '(native)';
  if (path.includes('node_modules/')) return packageBucket(path);
  if (path.startsWith('/')) return '(outside the project)';
  return urlBucket(path) ?? projectBucket(path);
}
