/**
 * CPU time of the process that serves a port, for `npm run bench`'s "app CPU ms per request" (Linux only; the sandbox
 * and Kratos share the machine, so this is the figure that is the app's alone). The process is found by its listening
 * socket: /proc/net/tcp{,6} give the socket's inode, /proc/<pid>/fd links name it (parsers: scripts/bench-proc.ts).
 * That finds the server itself, not a wrapper that started it (`tsx with-sandbox.ts`, `next start`'s launcher).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { listeningInodes, socketInode, statCpuMs } from '../scripts/bench-proc';

/** Text of a /proc file, or '' when it cannot be read (no such file, another user's process, not Linux). */
function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Pids of the processes that hold the socket listening on `port` (usually one; more when a server forks workers
 * that share it).
 * @param proc the proc file system's mount point
 * @returns the pids, ascending; empty when nothing this user can see listens there
 */
export function listenerPids(port: number, proc = '/proc'): number[] {
  const inodes = new Set(['tcp', 'tcp6'].flatMap((table) => listeningInodes(readOr(`${proc}/net/${table}`), port)));
  if (inodes.size === 0) return [];
  const pids: number[] = [];
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`${proc}/${entry}/fd`);
    } catch {
      continue; // another user's process, or one that has just ended
    }
    const holds = fds.some((fd) => {
      try {
        const inode = socketInode(readlinkSync(`${proc}/${entry}/fd/${fd}`));
        return inode !== undefined && inodes.has(inode);
      } catch {
        return false;
      }
    });
    if (holds) pids.push(Number(entry));
  }
  return pids.sort((a, b) => a - b);
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat.
 * @throws Error when the process does not exist
 */
export function processCpuMs(pid: number): number {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * A process's command line, shortened, for the bench's log (which process it measures).
 * @returns e.g. `node .next/standalone/start.js`, or '?' when it cannot be read
 */
export function processCommand(pid: number, max = 60): string {
  const line = readOr(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ');
  if (!line) return '?';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Reads the CPU time of a server's processes before and after a load. */
export interface CpuMeter {
  /** The pids measured (empty: no figure). */
  pids: number[];
  /** Starts a measurement; the function it returns gives the CPU ms used since, or undefined without pids. */
  start(): () => number | undefined;
}

/**
 * A meter on the server listening on `port`, or on `pid` when given (BENCH_APP_PID).
 * @returns a meter whose readings are undefined when no process was found
 */
export function cpuMeter(port: number, pid?: number): CpuMeter {
  const pids = pid ? [pid] : listenerPids(port);
  const total = () => pids.reduce((sum, p) => sum + processCpuMs(p), 0);
  return {
    pids,
    start() {
      if (pids.length === 0) return () => undefined;
      const before = total();
      return () => total() - before;
    },
  };
}
