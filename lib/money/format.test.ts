/**
 * @jest-environment node
 */
import {
  displayDecimals,
  formatAmount,
  formatDigits,
  formatExactAmount,
  formatMoney,
  formatRate,
  roundDecimal,
  roundForDisplay,
  separatorsOf,
} from './format';

describe('displayDecimals', () => {
  it("gives a fiat currency its minor unit (Intl's currency digits)", () => {
    expect(displayDecimals('BRL')).toBe(2);
    expect(displayDecimals('EUR')).toBe(2);
    expect(displayDecimals('JPY')).toBe(0);
    expect(displayDecimals('KWD')).toBe(3);
  });

  it('shows crypto (any code that is not ISO 4217) to the cent', () => {
    expect(displayDecimals('USDC')).toBe(2);
    expect(displayDecimals('usdc')).toBe(2);
  });
});

describe('roundDecimal', () => {
  it('rounds down, up or half-up on the digits', () => {
    expect(roundDecimal('89.0992872', 2, 'down')).toBe('89.09');
    expect(roundDecimal('89.0992872', 2, 'up')).toBe('89.10');
    expect(roundDecimal('89.0992872', 2, 'half-up')).toBe('89.10');
    expect(roundDecimal('89.0949999', 2, 'half-up')).toBe('89.09');
    expect(roundDecimal('89.095', 2, 'half-up')).toBe('89.10');
  });

  it('leaves an amount that has no more digits alone, and pads a shorter one', () => {
    expect(roundDecimal('25.0000000', 2, 'up')).toBe('25.00');
    expect(roundDecimal('25', 2, 'down')).toBe('25.00');
    expect(roundDecimal('25.1', 2, 'up')).toBe('25.10');
  });

  it('carries through nines and into a new digit', () => {
    expect(roundDecimal('999.999', 2, 'up')).toBe('1000.00');
    expect(roundDecimal('0.0000001', 2, 'up')).toBe('0.01');
    expect(roundDecimal('0.0000001', 2, 'down')).toBe('0.00');
  });

  it('rounds to whole units', () => {
    expect(roundDecimal('1000.50', 0, 'half-up')).toBe('1001');
    expect(roundDecimal('1000.50', 0, 'down')).toBe('1000');
    expect(roundDecimal('1000.01', 0, 'up')).toBe('1001');
  });

  it('is exact beyond what a float holds, and trims leading zeros', () => {
    expect(roundDecimal('9007199254740993.019', 2, 'up')).toBe('9007199254740993.02');
    expect(roundDecimal('007.5', 2, 'down')).toBe('7.50');
  });

  it('returns what is not a decimal string as given', () => {
    expect(roundDecimal('', 2, 'down')).toBe('');
    expect(roundDecimal('-1.5', 2, 'down')).toBe('-1.5');
    expect(roundDecimal('1e3', 2, 'down')).toBe('1e3');
  });
});

describe('formatDigits', () => {
  it("groups with the language's signs", () => {
    expect(separatorsOf('en')).toEqual({ decimal: '.', group: ',' });
    expect(separatorsOf('pt')).toEqual({ decimal: ',', group: '.' });
    expect(formatDigits('1234567.50', 'en')).toBe('1,234,567.50');
    expect(formatDigits('1234567.50', 'pt')).toBe('1.234.567,50');
    expect(formatDigits('1000', 'pt')).toBe('1.000');
    expect(formatDigits('999', 'en')).toBe('999');
  });

  it('keeps the digits as given: trailing zeros, a trailing decimal sign, any length', () => {
    expect(formatDigits('12.', 'pt')).toBe('12,');
    expect(formatDigits('0.500', 'en')).toBe('0.500');
    expect(formatDigits('123456789012345678901.5', 'en')).toBe('123,456,789,012,345,678,901.5');
  });
});

describe('formatAmount and formatMoney', () => {
  it('shows USDC to 2 decimals; what the person gets rounds down, what they pay rounds up', () => {
    expect(formatAmount('89.0992872', 'USDC', 'en', 'get')).toBe('89.09');
    expect(formatAmount('89.0992872', 'USDC', 'en', 'pay')).toBe('89.10');
    expect(formatMoney('89.0992872', 'USDC', 'pt', 'get')).toBe('89,09 USDC');
    expect(roundForDisplay('89.0992872', 'USDC', 'get')).toBe('89.09');
  });

  it('shows fiat in its minor unit, grouped per language', () => {
    expect(formatMoney('1234.5', 'BRL', 'en')).toBe('1,234.50 BRL');
    expect(formatMoney('1234.5', 'BRL', 'pt')).toBe('1.234,50 BRL');
    expect(formatMoney('150000.50', 'JPY', 'en', 'get')).toBe('150,000 JPY');
    expect(formatMoney('150000.50', 'JPY', 'en', 'pay')).toBe('150,001 JPY');
    expect(formatMoney('1.2345', 'KWD', 'en')).toBe('1.235 KWD');
  });

  it('rounds half-up when the amount has no side (a fee)', () => {
    expect(formatAmount('2.505', 'BRL', 'en')).toBe('2.51');
  });

  it('shows what is not a decimal string as given', () => {
    expect(formatMoney('n/a', 'BRL', 'en')).toBe('n/a BRL');
  });
});

describe('formatExactAmount', () => {
  it("keeps every digit, trailing zeros dropped down to the currency's decimals", () => {
    expect(formatExactAmount('17.8198574', 'USDC', 'en')).toBe('17.8198574');
    expect(formatExactAmount('25.0000000', 'USDC', 'en')).toBe('25.00');
    expect(formatExactAmount('1250.5', 'BRL', 'pt')).toBe('1.250,50');
    expect(formatExactAmount('1000.00', 'JPY', 'en')).toBe('1,000');
  });
});

describe('formatRate', () => {
  it('shows 4 decimals, half-up, the same when buying and when selling', () => {
    expect(formatRate('5.5556', 'en')).toBe('5.5556');
    expect(formatRate('5.5', 'en')).toBe('5.5000');
    expect(formatRate('5.26315', 'pt')).toBe('5,2632');
    expect(formatRate('1234.56789', 'en')).toBe('1,234.5679');
  });
});
