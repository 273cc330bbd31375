/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHeapGuard, heapGuardConfig, CONSECUTIVE_CHECKS } from './heap-guard';

const MB = 1024 * 1024;

describe('heapGuardConfig', () => {
  it('drains at 85 % of the heap limit and waits 10 s by default', () => {
    expect(heapGuardConfig({}, 1000 * MB)).toEqual({ thresholdBytes: 850 * MB, delayMs: 10_000 });
  });

  it('takes HEAP_DRAIN_MB and HEAP_DRAIN_DELAY_MS when set', () => {
    expect(heapGuardConfig({ HEAP_DRAIN_MB: '700', HEAP_DRAIN_DELAY_MS: '2000' }, 1000 * MB)).toEqual({
      thresholdBytes: 700 * MB,
      delayMs: 2_000,
    });
  });

  it.each([
    [{ HEAP_DRAIN_MB: '0.8' }, 'HEAP_DRAIN_MB'],
    [{ HEAP_DRAIN_MB: '-1' }, 'HEAP_DRAIN_MB'],
    [{ HEAP_DRAIN_DELAY_MS: '10s' }, 'HEAP_DRAIN_DELAY_MS'],
  ])('refuses a malformed value: %j', (env, name) => {
    expect(heapGuardConfig(env, 1000 * MB)).toEqual({ error: expect.stringContaining(name) });
  });
});

describe('createHeapGuard', () => {
  function guardOver(readings: number[]) {
    const onOver = jest.fn();
    let at = 0;
    const guard = createHeapGuard({ thresholdBytes: 100 * MB, readHeapUsed: () => readings[at++]! * MB, onOver });
    for (let i = 0; i < readings.length; i += 1) guard.check();
    return { onOver, guard };
  }

  it(`drains once the heap is over the threshold at ${CONSECUTIVE_CHECKS} checks in a row, and only once`, () => {
    const { onOver, guard } = guardOver([90, 120, 130, 140, 150]);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(130 * MB);
    expect(guard.draining()).toBe(true);
  });

  it('lets a single burst over the threshold pass: the heap fell back at the next check', () => {
    const { onOver, guard } = guardOver([120, 90, 130, 80, 100]);
    expect(onOver).not.toHaveBeenCalled();
    expect(guard.draining()).toBe(false);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs each app instance with a heap limit under its memory limit, and restarts one that stopped', () => {
    const compose = readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8');
    const app = compose.slice(compose.indexOf('x-app: &app'), compose.indexOf('services:'));
    const heapMb = Number(/NODE_OPTIONS: --max-old-space-size=(\d+)/.exec(app)?.[1]);
    const memoryMb = Number(/mem_limit: (\d+)m/.exec(app)?.[1]);
    expect(heapMb).toBeGreaterThan(0);
    expect(memoryMb).toBeGreaterThan(heapMb);
    expect(app).toMatch(/restart: (unless-stopped|always)/);
  });
});
