/** Smoke checks: Faults, mail and code sign-in, the Sentry ingest, pages and OIDC discovery, and a reset at the end. */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { check, call, loginFlow, passwordLogin } from './support';
import type { Tokens } from './support';
import { profileSchema, transactionListSchema } from '../../lib/api/schemas';
import { API_ORIGIN, KRATOS_PUBLIC_URL, SEED_EMAILS } from '../config';

export async function controlChecks({ demo }: Tokens): Promise<void> {
  await check('faults: times, string body, exact path, clear', async () => {
    const arm = await call(`${API_ORIGIN}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '/user/profile', status: 500, body: { error: 'boom' }, times: 2 }),
    });
    assert.equal(arm.status, 201);
    assert.equal((await call('/user/profile', { token: demo })).status, 500);
    assert.equal((await call('/user/profile')).status, 500); // faults come before the session check
    assert.equal((await call('/user/profile', { token: demo })).status, 200);
    await call(`${API_ORIGIN}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '/rates', status: 503, body: 'down' }),
    });
    const s = await call('/rates');
    assert.equal(s.status, 503);
    assert.equal(s.body, 'down');
    await call(`${API_ORIGIN}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '/wallet', status: 404 }),
    });
    assert.equal((await call(`${API_ORIGIN}/__sandbox/faults`, { method: 'DELETE' })).status, 200);
    assert.equal((await call('/wallet')).status, 200);
  });

  await check('mail after a code login, and the code signs in', async () => {
    const id = await loginFlow();
    const send = await call(`${KRATOS_PUBLIC_URL}/self-service/login?flow=${id}`, {
      method: 'POST',
      body: JSON.stringify({ method: 'code', identifier: SEED_EMAILS.pending }),
    });
    assert.equal(send.status, 400); // Kratos answers the flow in state sent_email
    let mail: Array<{ code: string | null; template_type: string }> = [];
    for (let i = 0; i < 40 && !mail.length; i++) {
      await new Promise((r) => setTimeout(r, 250));
      mail = (await call(`${API_ORIGIN}/__sandbox/mail?to=${encodeURIComponent(SEED_EMAILS.pending)}`)).body;
    }
    assert.equal(mail[0]?.template_type, 'login_code_valid');
    assert.match(mail[0]?.code ?? '', /^\d{6}$/);
    const done = await call(`${KRATOS_PUBLIC_URL}/self-service/login?flow=${id}`, {
      method: 'POST',
      body: JSON.stringify({ method: 'code', identifier: SEED_EMAILS.pending, code: mail[0]!.code }),
    });
    assert.equal(done.status, 200, JSON.stringify(done.body).slice(0, 300));
    assert.equal(
      profileSchema.parse((await call('/user/profile', { token: done.body.session_token })).body).userEmail,
      SEED_EMAILS.pending,
    );
  });

  await check('sentry envelope (plain and gzip) and store', async () => {
    const envelopeOf = (value: string) => {
      const event = { event_id: 'f'.repeat(32), level: 'error', exception: { values: [{ type: 'Error', value }] } };
      const payload = JSON.stringify(event);
      const itemHeader = JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) });
      return `${JSON.stringify({ event_id: event.event_id })}\n${itemHeader}\n${payload}\n{"type":"session"}\n{"sid":"x"}\n`;
    };
    const envelope = envelopeOf('smoke\nline two – ünïcode');
    const before = (await call(`${API_ORIGIN}/__sandbox/sentry`)).body.length as number;
    assert.equal(
      (
        await call(`${API_ORIGIN}/api/1/envelope/?sentry_key=sandbox`, {
          method: 'POST',
          body: envelope,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        })
      ).status,
      200,
    );
    const gz = await fetch(`${API_ORIGIN}/api/1/envelope/`, {
      method: 'POST',
      body: gzipSync(envelopeOf('gzipped\nline two')),
      headers: { 'Content-Encoding': 'gzip' },
    });
    assert.equal(gz.status, 200);
    assert.equal(gz.headers.get('access-control-allow-origin'), '*');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Sentry event JSON, asserted field by field below
    const events = (await call(`${API_ORIGIN}/__sandbox/sentry`)).body as Array<Record<string, any>>;
    assert.equal(events.length, before + 2);
    assert.equal(events[0]!.exception.values[0].value, 'gzipped\nline two');
    assert.equal(events[1]!.exception.values[0].value, 'smoke\nline two – ünïcode');
  });

  await check('pages and oidc discovery', async () => {
    for (const p of ['terms', 'privacy']) {
      const r = await call(`${API_ORIGIN}/__sandbox/pages/${p}`);
      assert.equal(r.status, 200);
      assert.match(String(r.body), /<title>.+<\/title>[\s\S]*<h1>[\s\S]*<h2>[\s\S]*<p>/);
    }
    const d = await call(`${API_ORIGIN}/__sandbox/oidc/.well-known/openid-configuration`);
    assert.equal(d.body.issuer, `${API_ORIGIN}/__sandbox/oidc`);
    assert.equal((await call(d.body.jwks_uri)).body.keys[0].alg, 'RS256');
  });

  await check('reset restores the seed and invalidates sessions', async () => {
    assert.equal((await call(`${API_ORIGIN}/__sandbox/reset`, { method: 'POST' })).status, 200);
    assert.equal((await call('/user/profile', { token: demo })).status, 401);
    const again = await passwordLogin(SEED_EMAILS.fresh);
    assert.equal(
      transactionListSchema.parse((await call('/user/transactions', { token: again })).body).transactions.length,
      0,
    );
    assert.equal((await call('/user/billing/fields', { token: again })).body.is_complete, false);
    assert.equal((await call(`${API_ORIGIN}/__sandbox/sentry`)).body.length, 0);
  });
}
