/**
 * Where the server's CPU goes: reads a V8 CPU profile of the standalone server (the server CPU profile of
 * docs/performance.md) and prints its self time by package as a Markdown table, then the top functions, each at its
 * original file and line (bundled chunks through the build's source maps, ./cpu-profile/).
 *
 * Making a profile: build with `npm run build:sandbox`, serve it under the profiler,
 *
 *   RAMP_ENV=sandbox npx tsx sandbox/with-sandbox.ts -- \
 *     node --cpu-prof --cpu-prof-dir=/tmp/prof .next/standalone/start.js
 *
 * load it (e.g. `BENCH_ONLY=server npm run bench` in another terminal), then stop it with SIGTERM (the server shuts
 * down and exits, and Node writes the profile into /tmp/prof on exit). Then:
 *
 *   npx tsx scripts/cpu-profile-summary.ts /tmp/prof/<file>.cpuprofile [--requests N] [--top 25]
 *
 * `--requests` is how many requests the server answered while profiled (for ms per request); `--top` how many
 * functions to list. The maps are read from the project the profile's paths name (the folder above
 * `.next/standalone`), so run it where the profiled build is.
 */
import { readFileSync } from 'node:fs';
import { formatReport } from './cpu-profile/markdown';
import { fileResolver } from './cpu-profile/source-maps';
import { summarise, type CpuProfile } from './cpu-profile/summary';

/** The command line's options. */
export interface Options {
  file: string;
  requests?: number;
  top: number;
}

const USAGE = 'usage: npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [--requests N] [--top 25]';

/** A whole number ≥ 1 given to `flag`. */
function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number ≥ 1, got ${value}`);
  return number;
}

/**
 * The options of a command line (without node and the script).
 * @throws Error naming the problem (and the usage) for a missing file, an unknown flag or a bad number.
 */
export function parseArgs(argv: string[]): Options {
  const options: Partial<Options> & { top: number } = { top: 25 };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--requests') options.requests = positiveInteger(arg, argv[++index]);
    else if (arg === '--top') options.top = positiveInteger(arg, argv[++index]);
    else if (arg.startsWith('--') || options.file) throw new Error(`unexpected argument ${arg}\n${USAGE}`);
    else options.file = arg;
  }
  if (!options.file) throw new Error(USAGE);
  return { ...options, file: options.file };
}

/**
 * A profile file's content, checked for the fields the summary reads.
 * @throws Error when the file is not a CPU profile.
 */
export function parseProfile(text: string): CpuProfile {
  const profile = JSON.parse(text) as Partial<CpuProfile>;
  const fields = ['nodes', 'samples', 'timeDeltas'] as const;
  if (fields.some((field) => !Array.isArray(profile[field]))) {
    throw new Error('not a V8 CPU profile: nodes, samples and timeDeltas must be arrays');
  }
  if (typeof profile.startTime !== 'number' || typeof profile.endTime !== 'number') {
    throw new Error('not a V8 CPU profile: startTime and endTime must be numbers');
  }
  return profile as CpuProfile;
}

function main(): void {
  try {
    const options = parseArgs(process.argv.slice(2));
    const profile = parseProfile(readFileSync(options.file, 'utf8'));
    const summary = summarise(
      profile,
      fileResolver((message) => process.stderr.write(`${message}\n`)),
    );
    process.stdout.write(formatReport(summary, options));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (require.main === module) main();
