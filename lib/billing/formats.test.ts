/** @jest-environment node */
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { DEFAULT_BILLING_FIELDS } from './fields';
import {
  DOCUMENT_NUMBER_FORMATS,
  POSTAL_CODE_FORMATS,
  documentNumberFits,
  documentTypeFits,
  documentTypesFor,
  postalCodeFits,
} from './formats';

const TYPES = DEFAULT_BILLING_FIELDS.find((f) => f.name === 'document_type')!.options!;
const COUNTRIES = DEFAULT_BILLING_FIELDS.find((f) => f.name === 'country')!.options!;

describe('document types by country', () => {
  it('offers the CPF in Brazil only, the other types everywhere', () => {
    expect(documentTypesFor(TYPES, 'BR')).toEqual(['CPF', 'PASSPORT', 'ID_CARD']);
    expect(documentTypesFor(TYPES, 'PT')).toEqual(['PASSPORT', 'ID_CARD']);
    expect(documentTypeFits('CPF', 'US')).toBe(false);
    expect(documentTypeFits('PASSPORT', 'US')).toBe(true);
  });

  it('offers every type while no country is chosen, and a type it does not know everywhere', () => {
    expect(documentTypesFor(TYPES, '')).toEqual(TYPES);
    expect(documentTypesFor(['RESIDENCE_PERMIT'], 'PT')).toEqual(['RESIDENCE_PERMIT']);
  });
});

describe('shapes', () => {
  it.each([
    ['CPF', '123.456.789-09', true],
    ['CPF', '12345678909', true],
    ['CPF', '1234567890', false],
    ['PASSPORT', 'FA123456', true],
    ['PASSPORT', 'FA-123456', false],
    ['ID_CARD', '12345678 9 ZZ4', true],
    ['ID_CARD', 'ab', false],
    [undefined, 'anything', true],
    ['DRIVING_LICENCE', 'anything', true],
  ])('%s number %j fits: %s', (type, number, fits) => {
    expect(documentNumberFits(type, number)).toBe(fits);
  });

  it.each([
    ['BR', '01310-100', true],
    ['BR', '0131-0100', false],
    ['PT', '1000-001', true],
    ['PT', '10000', false],
    ['DE', '10115', true],
    ['GB', 'sw1a 1aa', true],
    ['GB', '12345', false],
    ['US', '10001', true],
    ['AR', '1002', true],
    ['MX', '06000', true],
    [undefined, 'anything', true],
  ])('%s postal code %j fits: %s', (country, code, fits) => {
    expect(postalCodeFits(country, code)).toBe(fits);
  });

  it('every shape has its words in both languages, for each type and country of the default description', () => {
    expect(Object.keys(DOCUMENT_NUMBER_FORMATS).sort()).toEqual([...TYPES].sort());
    expect(Object.keys(POSTAL_CODE_FORMATS).sort()).toEqual([...COUNTRIES].sort());
    for (const messages of [en, pt]) {
      expect(Object.keys(messages.billing.documentHints).sort()).toEqual([...TYPES].sort());
      expect(Object.keys(messages.billing.postalCodeHints).sort()).toEqual([...COUNTRIES].sort());
    }
  });
});
