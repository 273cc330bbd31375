import { listeningInodes, socketInode, statCpuMs } from './bench-proc';

const HEADER = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';

/** One /proc/net/tcp line: `local` as HEXADDR:HEXPORT, state `st`, socket inode. */
const line = (sl: number, local: string, st: string, inode: string) =>
  `   ${sl}: ${local} 00000000:0000 ${st} 00000000:00000000 00:00000000 00000000  1000        0 ${inode} 1 0000000000000000 100 0 0 10 0`;

describe('listeningInodes (/proc/net/tcp)', () => {
  it('finds the listening socket of a port (3000 = 0x0BB8) among others', () => {
    const table = [
      HEADER,
      line(0, '00000000:07E8', '0A', '1081'),
      line(1, '0100007F:0BB8', '0A', '52001'),
      // An established connection on the same port is not the listener.
      line(2, '0100007F:0BB8', '01', '52002'),
      line(3, '0100007F:0F9F', '0A', '52003'),
    ].join('\n');
    expect(listeningInodes(table, 3000)).toEqual(['52001']);
    expect(listeningInodes(table, 3999)).toEqual(['52003']);
  });

  it('reads tcp6 addresses (32 hex digits before the port)', () => {
    const table = [HEADER, line(0, '00000000000000000000000000000000:0BB8', '0A', '777')].join('\n');
    expect(listeningInodes(table, 3000)).toEqual(['777']);
  });

  it('gives nothing for a free port, an inode 0 or a text that is not a table', () => {
    const table = [HEADER, line(0, '0100007F:0BB8', '0A', '0')].join('\n');
    expect(listeningInodes(table, 3000)).toEqual([]);
    expect(listeningInodes(table, 4000)).toEqual([]);
    expect(listeningInodes('', 3000)).toEqual([]);
    expect(listeningInodes('header\nnot a socket line', 3000)).toEqual([]);
  });
});

describe('socketInode (fd link targets)', () => {
  it('reads the inode of a socket and nothing else', () => {
    expect(socketInode('socket:[52001]')).toBe('52001');
    expect(socketInode('pipe:[52001]')).toBeUndefined();
    expect(socketInode('/dev/null')).toBeUndefined();
    expect(socketInode('anon_inode:[eventpoll]')).toBeUndefined();
  });
});

describe('statCpuMs (/proc/<pid>/stat)', () => {
  const rest = 'S 1 2 3 4 5 6 7 8 9 10 250 30 0 0 20 0 11 0 100 200 300';

  it('adds utime and stime (fields 14 and 15) in ms', () => {
    expect(statCpuMs(`4242 (node) ${rest}`)).toBe(2800);
  });

  it('counts fields after the last parenthesis, whatever the command name holds', () => {
    expect(statCpuMs(`4242 (next-server (v16) x) ${rest}`)).toBe(2800);
  });

  it('uses the given clock rate', () => {
    expect(statCpuMs(`1 (a) ${rest}`, 1000)).toBe(280);
  });

  it('throws on a text without the CPU fields', () => {
    expect(() => statCpuMs('1 (a) S 1 2')).toThrow('not a /proc/<pid>/stat line');
  });
});
