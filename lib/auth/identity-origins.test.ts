import { identityInternalOrigins } from './identity-origins';

describe('identityInternalOrigins', () => {
  it("is the configured admin URL's origin", () => {
    expect(
      identityInternalOrigins({ kratosPublicUrl: 'http://kratos:4433', kratosAdminUrl: 'http://kratos-admin:9000/x/' }),
    ).toEqual(['http://kratos-admin:9000']);
  });

  it("is Kratos's default admin port on the public host when no admin URL is configured", () => {
    expect(identityInternalOrigins({ kratosPublicUrl: 'http://127.0.0.1:4433' })).toEqual(['http://127.0.0.1:4434']);
    expect(identityInternalOrigins({ kratosPublicUrl: 'http://kratos:4433/', kratosAdminUrl: ' ' })).toEqual([
      'http://kratos:4434',
    ]);
  });

  it('is empty for a value that is not a URL', () => {
    expect(identityInternalOrigins({ kratosPublicUrl: 'kratos' })).toEqual([]);
  });
});
