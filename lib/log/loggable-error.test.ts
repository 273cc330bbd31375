import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps the name, message and stack of an Error and none of its properties (a ky request with cookies)', () => {
    const error = Object.assign(new Error('Request failed with status code 500: GET http://api/x'), {
      request: { headers: { cookie: 'ory_kratos_session=SECRET' } },
    });
    const text = loggableError(error);
    expect(text).toContain('Error: Request failed with status code 500: GET http://api/x');
    expect(text).toContain('loggable-error.test.ts');
    expect(text).not.toContain('SECRET');
  });

  it('says what a thrown non-Error was', () => {
    expect(loggableError('boom')).toBe('boom');
    expect(loggableError(undefined)).toBe('undefined');
  });
});
