/**
 * @jest-environment node
 *
 * lib/api/billing.ts against the sandbox's own handlers (sandbox/api/node.ts): the app's zod schemas and the
 * sandbox agree (GET, PUT, the 400 field errors), and the 400 body is turned into {field: message}.
 */
import ky, { HTTPError } from 'ky';
import { DEFAULT_BILLING_FIELDS } from '@/lib/billing/fields';
import { withSandboxServer, testSessionCookie } from '@/sandbox/api/node';
import { SAMPLE_BILLING_INPUT } from '@/sandbox/api/store';
import { BillingValidationError, getBillingFields, parseFieldErrors, putBillingFields } from './billing';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
const as = (email: string) =>
  ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0, headers: { cookie: testSessionCookie(email) } });

const VALID = SAMPLE_BILLING_INPUT;

describe('GET /user/billing/fields', () => {
  it("parses a fresh person's empty form", async () => {
    const data = await getBillingFields(as('fresh@example.com'));
    expect(data.is_complete).toBe(false);
    expect(data.fields.map((f) => f.name)).toEqual(DEFAULT_BILLING_FIELDS.map((f) => f.name));
    expect(data.fields.every((f) => f.value === '')).toBe(true);
  });

  it("describes the same fields as the app's fallback description", async () => {
    const data = await getBillingFields(as('fresh@example.com'));
    expect(data.fields.map(({ value: _value, ...field }) => field)).toEqual(DEFAULT_BILLING_FIELDS);
  });

  it("parses demo's complete details", async () => {
    const data = await getBillingFields(as('demo@example.com'));
    expect(data.is_complete).toBe(true);
    expect(data.values.first_name).toBe('Demo');
  });

  it('reads an unknown field type as text', async () => {
    sandbox.store.addFault({
      method: 'GET',
      path: '/user/billing/fields',
      status: 200,
      body: {
        fields: [{ name: 'nickname', label: 'Nickname', type: 'colour', required: false, value: null }],
        values: {},
        is_complete: false,
      },
      remaining: 1,
    });
    const data = await getBillingFields(as('fresh@example.com'));
    expect(data.fields[0]).toMatchObject({ name: 'nickname', type: 'text', value: null });
  });

  it('rejects an answer of another shape (the page then shows the empty form)', async () => {
    sandbox.store.addFault({
      method: 'GET',
      path: '/user/billing/fields',
      status: 200,
      body: { unexpected: true },
      remaining: 1,
    });
    await expect(getBillingFields(as('fresh@example.com'))).rejects.toThrow();
  });
});

describe('PUT /user/billing/fields', () => {
  it('saves valid values and answers them', async () => {
    const saved = await putBillingFields(as('fresh@example.com'), VALID);
    expect(saved.is_complete).toBe(true);
    expect(saved.values).toMatchObject(VALID);
    expect((await getBillingFields(as('fresh@example.com'))).values.city).toBe('Sao Paulo');
  });

  it('turns the 400 into a BillingValidationError with the field errors', async () => {
    const error = await putBillingFields(as('fresh@example.com'), {
      ...VALID,
      first_name: 'J0hn',
      birth_date: '2015-01-01',
      document_number: '123',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingValidationError);
    const { fieldErrors, message } = error as BillingValidationError;
    expect(Object.keys(fieldErrors).sort()).toEqual(['birth_date', 'document_number', 'first_name']);
    expect(fieldErrors.birth_date).toMatch(/18/);
    expect(message).toMatch(/invalid/i);
    expect((await getBillingFields(as('fresh@example.com'))).is_complete).toBe(false);
  });

  it('passes other failures through as HTTPError', async () => {
    sandbox.store.addFault({ method: 'PUT', path: '/user/billing/fields', status: 500, remaining: 1 });
    await expect(putBillingFields(as('fresh@example.com'), VALID)).rejects.toBeInstanceOf(HTTPError);
  });

  it('keeps a 400 without field errors as a validation error with its message', async () => {
    sandbox.store.addFault({
      method: 'PUT',
      path: '/user/billing/fields',
      status: 400,
      body: { error: 'x', message: 'Closed today' },
      remaining: 1,
    });
    const error = (await putBillingFields(as('fresh@example.com'), VALID).catch(
      (e: unknown) => e,
    )) as BillingValidationError;
    expect(error).toBeInstanceOf(BillingValidationError);
    expect(error.fieldErrors).toEqual({});
    expect(error.message).toBe('Closed today');
  });
});

describe('parseFieldErrors', () => {
  it.each([
    [{ errors: { city: 'Required' } }, { city: 'Required' }],
    [{ errors: { city: ['', 'First real', 'Second'] } }, { city: 'First real' }],
    ['{"errors":{"phone":"Must be a phone number"}}', { phone: 'Must be a phone number' }],
    ['not json', {}],
    [{ message: 'no field errors' }, {}],
    [{ errors: 'oops' }, {}],
    [null, {}],
    [{ errors: { blank: '   ' } }, {}],
  ])('%j → %j', (body, expected) => {
    expect(parseFieldErrors(body)).toEqual(expected);
  });
});
