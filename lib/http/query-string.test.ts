import qs from 'qs';
import { stringifyQuery } from './query-string';

/** qs.stringify with the options stringifyQuery reproduces: the output must be the same byte for byte. */
const withQs = (params: Record<string, unknown>) =>
  qs.stringify(params, { arrayFormat: 'repeat', skipNulls: true, encodeValuesOnly: true });

describe('stringifyQuery without qs (spec §7, §9 arrays as repeated keys)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['filters', { status: ['error', 'expired'], kind: 'deposit', wallet_id: undefined, offset: 0, limit: 20 }],
    ['nulls and empty arrays', { a: null, b: [], c: '', d: false, e: true }],
    ['dates and reserved characters', { start_created_at: '2026-11-24T10:00:00Z', q: "a b&c=d/é!'()*~._-" }],
    ['a Date and a nested object', { at: new Date(Date.UTC(2026, 10, 24)), extra: { x: '1', y: ['2', '3'] } }],
    ['signature', { signature: 'eyJ+/=abc', origin: 'https://wallet.example:8443' }],
  ])('%s: the same as qs', (_name, params) => {
    expect(stringifyQuery(params)).toBe(withQs(params));
  });
});
