import { flowErrorReason, flowErrorSchema } from './flow-error-reason';

const flowError = (error: Record<string, unknown> | undefined) => flowErrorSchema.parse({ id: 'e1', error });

describe('flowErrorReason (spec §7 /self-service/errors, shown on /error)', () => {
  it.each([
    ['security_csrf_violation', 'csrf'],
    ['self_service_flow_return_to_forbidden', 'returnToForbidden'],
    ['self_service_flow_expired', 'flowExpired'],
    ['session_already_available', 'alreadySignedIn'],
    ['security_identity_mismatch', 'identityMismatch'],
  ])('Kratos error id %s → %s', (id, reason) => {
    expect(flowErrorReason(flowError({ id, code: 400, reason: 'English text never shown' }))).toBe(reason);
  });

  it('a failed Google sign-in (OpenID Connect wording, no id) → google', () => {
    const error = flowError({
      code: 500,
      reason: 'Unable to complete OpenID Connect flow because the OpenID Provider returned error "access_denied".',
    });
    expect(flowErrorReason(error)).toBe('google');
  });

  it('an unknown id, an error without detail, or no error at all → generic', () => {
    expect(flowErrorReason(flowError({ id: 'something_new', code: 500 }))).toBe('generic');
    expect(flowErrorReason(flowError(undefined))).toBe('generic');
    expect(flowErrorReason(null)).toBe('generic');
  });
});
