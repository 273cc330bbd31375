/**
 * Pure parsers of Linux `/proc` text for `npm run bench` (e2e/bench-cpu.ts reads the files): which socket inodes
 * listen on a TCP port (/proc/net/tcp and tcp6), which inode an open file descriptor's link names, and how much CPU
 * time a process has used (/proc/<pid>/stat). They let the bench find the process that serves a port, so it can
 * print that process's CPU milliseconds per request without being told its pid.
 */

/** The `st` column's value for a listening socket (TCP_LISTEN) in /proc/net/tcp. */
const TCP_LISTEN = '0A';

/**
 * Inodes of the sockets listening on `port`, from the text of /proc/net/tcp or /proc/net/tcp6 (a header line, then
 * one socket a line: `sl local_address rem_address st … uid timeout inode …`, addresses as `HEXADDR:HEXPORT`).
 * @param table the file's text
 * @param port the TCP port
 * @returns the inodes as decimal strings, in file order; empty when nothing listens there (or the text is not such a
 *   table)
 */
export function listeningInodes(table: string, port: number): string[] {
  return table
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) return [];
      const [, local = '', , state, , , , , , inode = '0'] = fields;
      const localPort = Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16);
      return state === TCP_LISTEN && localPort === port && inode !== '0' ? [inode] : [];
    });
}

/**
 * The socket inode a file descriptor's link names (`readlink /proc/<pid>/fd/<n>` gives `socket:[12345]`).
 * @returns the inode as a decimal string, or undefined for any other target (files, pipes, anon inodes)
 */
export function socketInode(link: string): string | undefined {
  return /^socket:\[(\d+)\]$/.exec(link)?.[1];
}

/**
 * CPU time (user + system) a process has used, from the text of /proc/<pid>/stat. The command name (field 2, in
 * parentheses) may hold spaces and parentheses, so the fields are counted from its last `)`: state is field 3, utime
 * and stime fields 14 and 15, in clock ticks.
 * @param stat the file's text
 * @param ticksPerSecond USER_HZ (100 on Linux)
 * @returns milliseconds
 * @throws Error when the text has no utime/stime fields
 */
export function statCpuMs(stat: string, ticksPerSecond = 100): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime) || fields.length < 13)
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / ticksPerSecond;
}
