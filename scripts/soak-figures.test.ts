/** @jest-environment node */
import { retainedBytesPerAnswer, SOAK_GOALS, soakTable, soakVerdict, type SoakReading } from './soak-figures';

const MB = 1024 * 1024;

/** Readings every 1 000 answers of a heap that grows by `perAnswer` bytes an answer, with `noise` added in turn. */
function readings(perAnswer: number, noise = 0, count = 10): SoakReading[] {
  return Array.from({ length: count + 1 }, (_, i) => ({
    answers: i * 1_000,
    heapUsed: 80 * MB + i * 1_000 * perAnswer + (i % 2 ? noise : -noise),
    rss: 400 * MB,
  }));
}

describe('retainedBytesPerAnswer', () => {
  it('is the growth per answer of a steady leak', () => {
    expect(retainedBytesPerAnswer(readings(170 * 1024))).toBeCloseTo(170 * 1024, 6);
  });

  it('stays near zero for a flat heap with noise of a few MB between readings', () => {
    expect(Math.abs(retainedBytesPerAnswer(readings(0, 2 * MB)))).toBeLessThan(SOAK_GOALS.retainedBytesPerAnswer);
  });

  it('refuses a single reading', () => {
    expect(() => retainedBytesPerAnswer(readings(0, 0, 0))).toThrow('two readings');
  });
});

describe('soakVerdict', () => {
  it('passes a flat heap under 600 MB RSS with every answer 2xx', () => {
    const verdict = soakVerdict({ label: 'public', readings: readings(10), failed: 0 });
    expect(verdict).toMatchObject({ answers: 10_000, heapStartMb: 80, retainedBytesPerAnswer: 10, ok: true });
  });

  it('fails a class that keeps more than 1 KB an answer, one over the RSS goal, or one with failed answers', () => {
    expect(soakVerdict({ label: 'list', readings: readings(1_100), failed: 0 }).ok).toBe(false);
    const fat = readings(0).map((r) => ({ ...r, rss: 650 * MB }));
    expect(soakVerdict({ label: 'list', readings: fat, failed: 0 }).ok).toBe(false);
    expect(soakVerdict({ label: 'list', readings: readings(0), failed: 3 }).ok).toBe(false);
  });
});

describe('soakTable', () => {
  it('has a row per class with its figures and verdict', () => {
    const table = soakTable([soakVerdict({ label: 'signed-in list', readings: readings(170 * 1024), failed: 0 })]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain('| signed-in list | 10,000 | 80 → 1740.2 | 174080 | 400 | 0 | ✗ |');
  });
});
