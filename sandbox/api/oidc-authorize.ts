/**
 * The authorize endpoint of the sandbox's stub OpenID Connect provider (./oidc.ts): the sign-in page ("Continue as
 * demo@example.com" or any e-mail) and its submission, which issues a one-time code and sends the browser back to the
 * client with code and state. Authorization-code flow only; PKCE parameters are kept for the token endpoint.
 */
import { randomBytes } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SEED_EMAILS } from '../config';
import { CODE_TTL_MS, type OidcProvider } from './oidc-provider';
import { escapeHtml as esc, htmlPage } from '../providers/pages/html';

/** Validates an authorize request; returns its parameters or an error page (or a redirect with the error). */
function authorizeParams(provider: OidcProvider, q: URLSearchParams): Response | Record<string, string> {
  const p = Object.fromEntries(q) as Record<string, string>;
  if (p.client_id !== provider.clientId)
    return htmlPage(
      'Sandbox sign-in error',
      `<h1>Unknown client</h1><p>client_id ${esc(p.client_id ?? '')} is not registered.</p>`,
      400,
    );
  if (!p.redirect_uri || !provider.redirectUris.includes(p.redirect_uri)) {
    return htmlPage(
      'Sandbox sign-in error',
      `<h1>Invalid redirect_uri</h1><p>${esc(p.redirect_uri ?? '(none)')} is not registered.</p>`,
      400,
    );
  }
  if (p.response_type !== 'code') {
    const back = new URL(p.redirect_uri);
    back.searchParams.set('error', 'unsupported_response_type');
    if (p.state) back.searchParams.set('state', p.state);
    return Response.redirect(back.toString(), 302);
  }
  return p;
}

/** The handlers of this part, in matching order. */
export function authorizeHandlers(provider: OidcProvider): HttpHandler[] {
  const { at, basePath, codes, log } = provider;
  return [
    /** The provider's sign-in page: "Continue as demo@example.com" or any e-mail. */
    http.get(at('/authorize'), ({ request }) => {
      const p = authorizeParams(provider, new URL(request.url).searchParams);
      if (p instanceof Response) return p;
      const hidden = Object.entries(p)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      const cancel = new URL(p.redirect_uri!);
      cancel.searchParams.set('error', 'access_denied');
      if (p.state) cancel.searchParams.set('state', p.state);
      return htmlPage(
        'Sign in with Google (sandbox)',
        `<h1>Sign in with Google (sandbox)</h1>
<p>This is the sandbox's stand-in for the third-party identity provider.</p>
<form method="post" action="${esc(basePath)}/authorize" class="card">${hidden}
<input type="hidden" name="email" value="${esc(SEED_EMAILS.demo)}">
<button type="submit" id="continue-demo">Continue as ${esc(SEED_EMAILS.demo)}</button></form>
<form method="post" action="${esc(basePath)}/authorize" class="card">${hidden}
<label for="email">E-mail</label><br><input id="email" name="email" type="email" required placeholder="someone@example.com">
<button type="submit" id="continue-email">Continue</button></form>
<p><a href="${esc(cancel.toString())}" id="cancel">Cancel</a></p>`,
      );
    }),
    /** Authorize submit: issues a one-time code and redirects back to the client with code and state. */
    http.post(at('/authorize'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const email = (form.get('email') ?? '').trim().toLowerCase();
      form.delete('email');
      const p = authorizeParams(provider, form);
      if (p instanceof Response) return p;
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        return htmlPage(
          'Sandbox sign-in error',
          '<h1>Invalid e-mail</h1><p>Go back and enter an e-mail address.</p>',
          400,
        );
      }
      provider.purge();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        email,
        clientId: p.client_id!,
        redirectUri: p.redirect_uri!,
        nonce: p.nonce ?? null,
        scope: p.scope ?? 'openid',
        codeChallenge: p.code_challenge ?? null,
        codeChallengeMethod: p.code_challenge_method ?? 'plain',
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      const back = new URL(p.redirect_uri!);
      back.searchParams.set('code', code);
      if (p.state) back.searchParams.set('state', p.state);
      log(`oidc: ${email} authorised, redirecting to ${back.origin}${back.pathname}`);
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),
  ];
}
