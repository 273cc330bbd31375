/**
 * @jest-environment node
 *
 * The sandbox's quote lifetime (sandbox/api/pricing.ts): SANDBOX_QUOTE_TTL_SECONDS as the running sandbox reads it,
 * and a sandbox server built with its own `quoteTtlMs` (how a test shortens it), whose GET /rates quotes expire that
 * long after they were made; the limits refusal of an order's fiat side.
 */
import { ratesSchema } from '@/lib/api/rates';
import { withSandboxServer } from './node';
import { DEFAULT_QUOTE_TTL_MS, limitRefusal, quoteTimes, quoteTtlMsFromEnv } from './pricing';

const ORIGIN = 'http://localhost:3000';
withSandboxServer({ origin: ORIGIN, quoteTtlMs: 5_000 });

describe('quoteTtlMsFromEnv (SANDBOX_QUOTE_TTL_SECONDS)', () => {
  it.each([
    [undefined, DEFAULT_QUOTE_TTL_MS],
    ['', DEFAULT_QUOTE_TTL_MS],
    ['5', 5_000],
    [' 3600 ', 3_600_000],
  ])('%j → %i ms', (value, ms) => expect(quoteTtlMsFromEnv(value)).toBe(ms));

  it.each(['0', '3601', '1.5', '-5', 'ten'])('refuses %j', (value) => {
    expect(() => quoteTtlMsFromEnv(value)).toThrow('SANDBOX_QUOTE_TTL_SECONDS');
  });
});

describe('quoteTimes', () => {
  it('stamps the time of the quote and its expiry, ISO 8601', () => {
    expect(quoteTimes(new Date('2026-05-10T12:00:00.000Z'), 60_000)).toEqual({
      quoted_at: '2026-05-10T12:00:00.000Z',
      expires_at: '2026-05-10T12:01:00.000Z',
    });
  });
});

describe('a sandbox server with its own quote lifetime', () => {
  it('answers quotes that expire quoteTtlMs after they were made, in the future', async () => {
    const res = await fetch(`${ORIGIN}/api/v1/rates?mode=off-ramp&amount=10&payment_currency=EUR`);
    const { quote } = ratesSchema.parse(await res.json());
    const expiresAt = Date.parse(quote!.expires_at!);
    expect(expiresAt - Date.parse(quote!.quoted_at!)).toBe(5_000);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });
});

describe('limitRefusal', () => {
  it('holds the fiat side to the limits: amount in buying, amount out selling, limits included', () => {
    expect(limitRefusal({ mode: 'on-ramp', amount_in: '10.00', amount_out: '1.7' }, 'BRL')).toBeNull();
    expect(limitRefusal({ mode: 'on-ramp', amount_in: '9.99', amount_out: '1.7' }, 'BRL')).toBe(
      'Must be at least 10.00 BRL',
    );
    expect(limitRefusal({ mode: 'off-ramp', amount_in: '1', amount_out: '10000.01' }, 'USD')).toBe(
      'Must be at most 10000.00 USD',
    );
    expect(limitRefusal({ mode: 'off-ramp', amount_in: '1', amount_out: '1.99' }, 'XYZ')).toBeNull();
  });
});
