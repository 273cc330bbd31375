// Maps the sandbox OIDC provider's claims to the identity traits (used by /login-google).
local claims = std.extVar('claims');
{
  identity: {
    traits: {
      email: claims.email,
    },
  },
}
