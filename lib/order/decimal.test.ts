/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRYPTO_DECIMALS, decimalsOf, formatDecimal, hasAtMostDecimals } from './decimal';

describe('lib/order/decimal stays free of big.js', () => {
  it('imports no arithmetic library, so screens that only show amounts do not load one', () => {
    const source = readFileSync(join(__dirname, 'decimal.ts'), 'utf8');
    const imports = [...source.matchAll(/^import (type )?.* from '([^']+)';$/gm)];
    expect(imports.map((m) => [m[2], m[1] === 'type ' ? 'type' : 'value'])).toEqual([
      ['@/lib/domain/amounts', 'type'],
      ['@/lib/domain/blockchains', 'type'],
      ['@/lib/domain/directions', 'type'],
      ['@/lib/money/format', 'value'],
    ]);
    // Its formatting rounds on the digits of the string and imports nothing.
    const money = readFileSync(join(__dirname, '../money/format.ts'), 'utf8');
    expect(money).not.toMatch(/^import /m);
  });
});

describe('decimals per currency', () => {
  it('fiat has 2; USDC 7 on stellar, 6 on tron and ethereum', () => {
    expect(CRYPTO_DECIMALS).toEqual({ stellar: 7, tron: 6, ethereum: 6 });
    expect(decimalsOf('on-ramp', 'in', 'stellar')).toBe(2);
    expect(decimalsOf('on-ramp', 'out', 'stellar')).toBe(7);
    expect(decimalsOf('on-ramp', 'out', 'tron')).toBe(6);
    expect(decimalsOf('off-ramp', 'in', 'ethereum')).toBe(6);
    expect(decimalsOf('off-ramp', 'out', 'ethereum')).toBe(2);
  });

  it('hasAtMostDecimals counts fraction digits', () => {
    expect(hasAtMostDecimals('10', 2)).toBe(true);
    expect(hasAtMostDecimals('10.12', 2)).toBe(true);
    expect(hasAtMostDecimals('10.123', 2)).toBe(false);
  });
});

describe('formatDecimal', () => {
  it('uses the language separators without floats', () => {
    expect(formatDecimal('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatDecimal('1234567.5', 'pt')).toBe('1.234.567,50');
    expect(formatDecimal('0.1000000', 'en')).toBe('0.10');
    expect(formatDecimal('17.8198574', 'en')).toBe('17.8198574');
    expect(formatDecimal('9007199254740993.01', 'en', { decimals: 2 })).toBe('9,007,199,254,740,993.01');
    expect(formatDecimal('1.999', 'en', { decimals: 2 })).toBe('1.99');
    expect(formatDecimal('5', 'en', { minDecimals: 0 })).toBe('5');
  });
});
