import { loadRemoteMessages, mapWithLimit, mergeMessages, retryDelayMs } from './remote';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('remote translations (spec §9 loading policy)', () => {
  it('waits 350 ms before the first retry and doubles', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('merges remote messages over the bundled ones', () => {
    expect(mergeMessages({ common: { a: 'A', b: 'B' }, x: 'X' }, { common: { b: 'remote B' } })).toEqual({
      common: { a: 'A', b: 'remote B' },
      x: 'X',
    });
  });

  it('reads each namespace and retries a failing read up to 5 times', async () => {
    const calls: string[] = [];
    let commonFailures = 3;
    const fetchImpl: typeof fetch = async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(new URL(url).pathname);
      if (url.endsWith('/common.json') && commonFailures-- > 0) return json({ error: 'busy' }, 503);
      if (url.endsWith('/errors.json')) return json({ error: 'down' }, 503);
      return json({ title: `remote ${new URL(url).pathname}` });
    };
    const result = await loadRemoteMessages('http://api.test/api/v1', 'pt', ['common', 'errors', 'header'], {
      fetch: fetchImpl,
      retryDelay: () => 1,
    });
    expect(result.messages).toEqual({
      common: { title: 'remote /api/v1/locales/pt/common.json' },
      header: { title: 'remote /api/v1/locales/pt/header.json' },
    });
    expect(result.failed).toEqual(['errors']);
    expect(calls.filter((c) => c.endsWith('common.json'))).toHaveLength(4); // 3 failures + success
    expect(calls.filter((c) => c.endsWith('errors.json'))).toHaveLength(6); // first try + 5 retries
  });

  it('runs at most 10 reads in parallel', async () => {
    let running = 0;
    let peak = 0;
    const items = Array.from({ length: 25 }, (_, i) => i);
    const out = await mapWithLimit(items, 10, async (i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return i * 2;
    });
    expect(peak).toBe(10);
    expect(out).toEqual(items.map((i) => i * 2));
  });
});
