/**
 * Self time of a V8 CPU profile (`node --cpu-prof`) by bucket and by function (scripts/cpu-profile-summary.ts).
 * Pure: the source-map lookup is a {@link Resolver} passed in.
 */
import { bucketOf, normaliseSource, PSEUDO_FRAMES, projectRelative, scriptFile } from './buckets';

/** A node's call frame. Line and column are 0-based, as V8 writes them; -1 when unknown. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
  scriptId?: string | number;
}

/** One node of the profile's call tree. */
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

/** A `.cpuprofile` file. Times are in microseconds. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** The node id of each sample. */
  samples: number[];
  /** Microseconds from the previous sample (from startTime for the first) to each sample. */
  timeDeltas: number[];
}

/** Where a source map puts a generated position. */
export interface OriginalPosition {
  /** The map's `sources` entry, as written. */
  source: string;
  /** 1-based. */
  line: number;
  /** 0-based. */
  column: number;
  /** The name the map gives the position, if any. */
  name?: string | null;
  /** Absolute path of the map, which relative sources are read from. */
  mapFile?: string;
}

/**
 * The source-map lookup: a script's absolute path, a 1-based line and a 0-based column of its code.
 * @returns the original position, or undefined when the script has no map or the map no mapping there.
 */
export type Resolver = (file: string, line: number, column: number) => OriginalPosition | undefined;

/** Where a frame's function is: a project-relative path (see ./buckets.ts) and a 1-based line (0 when none). */
export interface Location {
  path: string;
  line: number;
  column: number;
  /** The name the source map gives the position. */
  name?: string;
}

/** Self time of one bucket or one function, ms. */
export interface Row {
  name: string;
  selfMs: number;
  /** Functions only: `path:line` of the function's start. */
  where?: string;
}

/** What the report shows. All times in ms. */
export interface Summary {
  /** endTime − startTime. */
  wallMs: number;
  /** Sum of all self times, idle included. */
  totalMs: number;
  idleMs: number;
  /** totalMs − idleMs. */
  busyMs: number;
  /** Buckets, idle left out, by self time, largest first. */
  packages: Row[];
  /** Functions (V8's pseudo-frames left out), merged by name and original position, largest first. */
  functions: Row[];
}

/**
 * Self time of each node, in ms. The delta at index i (the time between sample i−1, or startTime, and sample i) is
 * counted to sample i's node; a negative delta (V8 can write one when samples arrive out of order) counts as 0.
 * @throws Error when samples and timeDeltas differ in length.
 */
export function selfTimesMs(profile: Pick<CpuProfile, 'samples' | 'timeDeltas'>): Map<number, number> {
  const { samples, timeDeltas } = profile;
  if (samples.length !== timeDeltas.length) {
    throw new Error(`profile has ${samples.length} samples but ${timeDeltas.length} time deltas`);
  }
  const self = new Map<number, number>();
  samples.forEach((id, index) => {
    const delta = Math.max(0, timeDeltas[index] ?? 0);
    self.set(id, (self.get(id) ?? 0) + delta / 1000);
  });
  return self;
}

/**
 * Where a call frame's function is, through its source map when it has one.
 * @returns the original location; the script's own (project-relative) when no map explains it; `node:` and other
 *   URLs unchanged; an empty path for V8's frames without a script.
 */
export function locate(frame: CallFrame, resolve: Resolver): Location {
  const { url, lineNumber, columnNumber } = frame;
  const file = scriptFile(url);
  if (!file) return { path: url, line: lineNumber >= 0 ? lineNumber + 1 : 0, column: Math.max(0, columnNumber) };
  if (lineNumber >= 0) {
    const original = resolve(file, lineNumber + 1, Math.max(0, columnNumber));
    if (original) {
      const { source, line, column, name, mapFile } = original;
      return { path: normaliseSource(source, mapFile), line, column, ...(name ? { name } : {}) };
    }
  }
  return { path: projectRelative(file), line: lineNumber + 1, column: Math.max(0, columnNumber) };
}

/** Adds `ms` to the row under `key`, making it from `row` the first time. */
function add(rows: Map<string, Row>, key: string, row: Omit<Row, 'selfMs'>, ms: number): void {
  const found = rows.get(key);
  if (found) found.selfMs += ms;
  else rows.set(key, { ...row, selfMs: ms });
}

function bySelfTime(rows: Map<string, Row>): Row[] {
  return [...rows.values()].sort((a, b) => b.selfMs - a.selfMs || a.name.localeCompare(b.name));
}

/**
 * A profile's self time by bucket and by function.
 * @param resolve the source-map lookup; asked once per distinct script position.
 * @throws Error when the profile's samples and time deltas differ in length.
 */
export function summarise(profile: CpuProfile, resolve: Resolver): Summary {
  const self = selfTimesMs(profile);
  const located = new Map<string, Location>();
  const packages = new Map<string, Row>();
  const functions = new Map<string, Row>();
  let totalMs = 0;
  let idleMs = 0;
  for (const { id, callFrame } of profile.nodes) {
    const ms = self.get(id) ?? 0;
    if (ms === 0) continue;
    totalMs += ms;
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    const pseudo = url === '' && PSEUDO_FRAMES.has(functionName);
    if (pseudo && functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const frameKey = `${url}:${lineNumber}:${columnNumber}`;
    const location = located.get(frameKey) ?? locate(callFrame, resolve);
    located.set(frameKey, location);
    const bucket = bucketOf(location.path, functionName);
    add(packages, bucket, { name: bucket }, ms);
    if (pseudo) continue;
    const name = functionName || location.name || '(anonymous)';
    const where = location.path ? `${location.path}:${location.line}` : '';
    add(functions, [name, location.path, location.line, location.column].join('\0'), { name, where }, ms);
  }
  const wallMs = (profile.endTime - profile.startTime) / 1000;
  return {
    wallMs,
    totalMs,
    idleMs,
    busyMs: totalMs - idleMs,
    packages: bySelfTime(packages),
    functions: bySelfTime(functions),
  };
}
