/**
 * The source-map lookup of scripts/cpu-profile-summary.ts, from the files of the build: one parsed map per script,
 * kept for the run. The standalone copy (`.next/standalone/`) has no maps; the project's `.next/` and `node_modules/`
 * next to it have them.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  FlattenMap,
  GREATEST_LOWER_BOUND,
  LEAST_UPPER_BOUND,
  originalPositionFor,
  type TraceMap,
} from '@jridgewell/trace-mapping';
import type { OriginalPosition, Resolver } from './summary';

/**
 * Where a script's source map may be: next to it, then at the same path with `/.next/standalone` taken out (the
 * project's own `.next/server/…` or `node_modules/…`).
 * @param file the script's absolute path.
 */
export function mapCandidates(file: string): string[] {
  const candidates = [`${file}.map`, `${file.replace('/.next/standalone/', '/')}.map`];
  return [...new Set(candidates)];
}

/** A parsed map and where it was read from. */
interface LoadedMap {
  map: TraceMap;
  mapFile: string;
}

/** The first candidate map that exists and parses; sectioned maps (Turbopack writes some) are flattened. */
function loadMap(file: string, warn: (message: string) => void): LoadedMap | undefined {
  const mapFile = mapCandidates(file).find((candidate) => existsSync(candidate));
  if (!mapFile) return undefined;
  try {
    return { map: FlattenMap(readFileSync(mapFile, 'utf8')), mapFile };
  } catch (error) {
    warn(`cannot read ${mapFile}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * A {@link Resolver} reading maps from disk, each map once.
 * @param warn told about a map that exists but does not parse (the frames of its script stay unmapped).
 */
export function fileResolver(warn: (message: string) => void = () => {}): Resolver {
  const maps = new Map<string, LoadedMap | undefined>();
  return (file, line, column): OriginalPosition | undefined => {
    if (!maps.has(file)) maps.set(file, loadMap(file, warn));
    const loaded = maps.get(file);
    if (!loaded) return undefined;
    // A function's start can sit just before its line's first mapping: then the next mapping is the nearer one.
    for (const bias of [GREATEST_LOWER_BOUND, LEAST_UPPER_BOUND] as const) {
      const found = originalPositionFor(loaded.map, { line, column, bias });
      if (found.source !== null) {
        return {
          source: found.source,
          line: found.line,
          column: found.column,
          name: found.name,
          mapFile: loaded.mapFile,
        };
      }
    }
    return undefined;
  };
}
