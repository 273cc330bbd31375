/**
 * Smoke check of a running sandbox (`npx tsx sandbox/with-sandbox.ts -- npx tsx sandbox/smoke.ts`): signs in
 * through the real Kratos (password and e-mailed code, API flows), calls every product API call and control
 * endpoint, parses the answers with the app's zod schemas and checks the business errors of SANDBOX.md.
 * Resets the sandbox at the start and at the end, so do not run it while someone else's tests use the sandbox.
 * Exit code 0 when every check passed; failures are listed.
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { API_BASE_PATH, API_ORIGIN, KRATOS_PUBLIC_URL, SEED_EMAILS, SEED_PASSWORD } from './config';
import {
  profileSchema,
  transactionCountSchema,
  transactionEnvelopeSchema,
  transactionListSchema,
  userConfigSchema,
} from '../lib/api/schemas';
import { BLOCKCHAINS, TRANSACTION_KINDS, TRANSACTION_STATUSES } from '../lib/transactions/statuses';

const API = `${API_ORIGIN}${API_BASE_PATH}`;
const failures: string[] = [];
let passed = 0;

async function check(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
    passed += 1;
    process.stdout.write(`ok   ${name}\n`);
  } catch (e) {
    failures.push(`${name}: ${(e as Error).message}`);
    process.stdout.write(`FAIL ${name}: ${(e as Error).message}\n`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a smoke script reads loosely shaped JSON; each check asserts what it reads
async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: any }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('X-Session-Token', init.token);
  if (init.body && !headers.has('content-type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(path.startsWith('http') ? path : `${API}${path}`, {
    ...init,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

async function loginFlow(): Promise<string> {
  const flow = await call(`${KRATOS_PUBLIC_URL}/self-service/login/api`);
  assert.equal(flow.status, 200);
  return flow.body.id as string;
}

async function passwordLogin(email: string): Promise<string> {
  const id = await loginFlow();
  const res = await call(`${KRATOS_PUBLIC_URL}/self-service/login?flow=${id}`, {
    method: 'POST',
    body: JSON.stringify({ method: 'password', identifier: email, password: SEED_PASSWORD }),
  });
  assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  return res.body.session_token as string;
}

async function main(): Promise<void> {
  await check('health 200', async () => assert.equal((await call(`${API_ORIGIN}/__sandbox/health`)).status, 200));
  await check('reset', async () =>
    assert.equal((await call(`${API_ORIGIN}/__sandbox/reset`, { method: 'POST' })).status, 200),
  );

  const demo = await passwordLogin(SEED_EMAILS.demo);
  const fresh = await passwordLogin(SEED_EMAILS.fresh);
  const pending = await passwordLogin(SEED_EMAILS.pending);

  await check('401 without a session', async () => {
    for (const p of ['/user/profile', '/user/config', '/user/transactions', '/kyc/token?appId=x']) {
      const r = await call(p);
      assert.equal(r.status, 401, p);
      assert.equal(r.body.error, 'unauthorized');
    }
    assert.equal((await call('/on-ramp', { method: 'POST', body: '{}' })).status, 401);
  });

  await check('profile of the three seeds', async () => {
    const d = profileSchema.parse((await call('/user/profile', { token: demo })).body);
    assert.equal(d.userEmail, SEED_EMAILS.demo);
    assert.equal(d.kyc_status, 'approved');
    assert.equal(profileSchema.parse((await call('/user/profile', { token: fresh })).body).kyc_status, null);
    assert.equal(profileSchema.parse((await call('/user/profile', { token: pending })).body).kyc_status, 'approved');
  });

  await check('config get/post', async () => {
    assert.deepEqual(userConfigSchema.parse((await call('/user/config', { token: demo })).body), {
      lang: 'en',
      has_pending_action: false,
    });
    assert.equal(
      userConfigSchema.parse((await call('/user/config', { token: pending })).body).has_pending_action,
      true,
    );
    const posted = await call('/user/config', { token: demo, method: 'POST', body: JSON.stringify({ lang: 'pt' }) });
    assert.equal(userConfigSchema.parse(posted.body).lang, 'pt');
    assert.equal((await call('/user/config', { token: demo })).body.lang, 'pt');
  });

  await check('demo transactions: 12 statuses, 2 kinds, 3 chains, ≥ 30, newest first, paging', async () => {
    const { count } = transactionCountSchema.parse((await call('/user/transactions/count', { token: demo })).body);
    assert.ok(count >= 30, `count ${count}`);
    const all = transactionListSchema.parse(
      (await call('/user/transactions?limit=100', { token: demo })).body,
    ).transactions;
    assert.equal(all.length, count);
    for (const s of TRANSACTION_STATUSES)
      assert.ok(
        all.some((t) => t.status === s),
        s,
      );
    for (const k of TRANSACTION_KINDS)
      assert.ok(
        all.some((t) => t.kind === k),
        k,
      );
    for (const b of BLOCKCHAINS)
      assert.ok(
        all.some((t) => t.blockchain === b),
        b,
      );
    const sorted = [...all].sort((a, b) => b.started_at.localeCompare(a.started_at));
    assert.deepEqual(
      all.map((t) => t.id),
      sorted.map((t) => t.id),
    );
    const page = transactionListSchema.parse(
      (await call('/user/transactions?offset=10', { token: demo })).body,
    ).transactions;
    assert.equal(page.length, 10);
    assert.equal(page[0]!.id, all[10]!.id);
  });

  await check('transaction filters (repeated keys, dates, wallet) and count agree', async () => {
    const q = 'status=error&status=expired&kind=deposit&blockchain=stellar&blockchain=tron';
    const list = transactionListSchema.parse(
      (await call(`/user/transactions?limit=100&${q}`, { token: demo })).body,
    ).transactions;
    const { count } = transactionCountSchema.parse((await call(`/user/transactions/count?${q}`, { token: demo })).body);
    assert.equal(list.length, count);
    assert.ok(
      list.every((t) => ['error', 'expired'].includes(t.status) && t.kind === 'deposit' && t.blockchain !== 'ethereum'),
    );
    const dated = transactionListSchema.parse(
      (
        await call('/user/transactions?limit=100&start_created_at=2026-02-01&end_created_at=2026-02-28', {
          token: demo,
        })
      ).body,
    ).transactions;
    assert.ok(dated.length > 0 && dated.every((t) => t.started_at.startsWith('2026-02')));
    const walletId = list.find((t) => t.wallet_id)?.wallet_id ?? '';
    const byWallet = transactionListSchema.parse(
      (await call(`/user/transactions?limit=100&wallet_id=${walletId}`, { token: demo })).body,
    );
    assert.ok(byWallet.transactions.every((t) => t.wallet_id === walletId));
    assert.equal((await call('/user/transactions?start_created_at=nonsense', { token: demo })).status, 400);
  });

  await check('pending has one incomplete, fresh none, one transaction by id, 404 unknown', async () => {
    const p = transactionListSchema.parse((await call('/user/transactions', { token: pending })).body).transactions;
    assert.equal(p.length, 1);
    assert.equal(p[0]!.status, 'incomplete');
    assert.equal(
      transactionListSchema.parse((await call('/user/transactions', { token: fresh })).body).transactions.length,
      0,
    );
    const one = transactionEnvelopeSchema.parse(
      (await call(`/user/transactions/${p[0]!.id}`, { token: pending })).body,
    );
    assert.equal(one.transaction.id, p[0]!.id);
    assert.equal((await call(`/user/transactions/${p[0]!.id}`, { token: demo })).status, 404);
    assert.equal((await call('/user/transactions/00000000-0000-0000-0000-000000000000', { token: demo })).status, 404);
    assert.equal((await call(`/transaction-info/${p[0]!.id}`)).status, 200);
    assert.equal((await call('/transaction-info/nope')).status, 404);
  });

  await check('locales', async () => {
    assert.deepEqual((await call('/locales/en/common.json')).body, {
      remote: { loaded: 'Remote translations loaded' },
    });
    assert.deepEqual((await call('/locales/pt/common.json')).body, {
      remote: { loaded: 'Traduções remotas carregadas' },
    });
    assert.deepEqual((await call('/locales/pt/header.json')).body, {});
    assert.equal((await call('/locales/de/common.json')).status, 404);
  });

  await check('billing fields: get, 400 with field errors, put', async () => {
    const g = await call('/user/billing/fields', { token: demo });
    assert.equal(g.status, 200);
    assert.equal(g.body.is_complete, true);
    const bad = await call('/user/billing/fields', {
      token: fresh,
      method: 'PUT',
      body: JSON.stringify({ first_name: '', birth_date: '2020-01-01', country: 'XX' }),
    });
    assert.equal(bad.status, 400);
    assert.ok(
      bad.body.errors.first_name && bad.body.errors.birth_date && bad.body.errors.country && bad.body.errors.city,
    );
    const good = await call('/user/billing/fields', {
      token: fresh,
      method: 'PUT',
      body: JSON.stringify({
        first_name: 'Fresh',
        last_name: 'User',
        document_type: 'PASSPORT',
        document_number: 'X1234567',
        birth_date: '1985-02-03',
        address: 'Rua Augusta 1',
        city: 'Lisboa',
        postal_code: '1100-053',
        country: 'PT',
      }),
    });
    assert.equal(good.status, 200, JSON.stringify(good.body));
    assert.equal(good.body.is_complete, true);
  });

  await check('orders: on-ramp creates an incomplete deposit that lists; second → 409; off-ramp → 409', async () => {
    const first = await call('/on-ramp', {
      token: fresh,
      method: 'POST',
      body: JSON.stringify({
        amount: '100.00',
        payment_currency: 'BRL',
        crypto_currency: 'USDC',
        blockchain: 'stellar',
      }),
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const tx = transactionEnvelopeSchema.parse(first.body).transaction;
    assert.equal(tx.status, 'incomplete');
    const listed = transactionListSchema.parse((await call('/user/transactions', { token: fresh })).body).transactions;
    assert.equal(listed[0]!.id, tx.id);
    assert.equal((await call('/user/config', { token: fresh })).body.has_pending_action, true);
    assert.equal((await call('/on-ramp', { token: fresh, method: 'POST', body: '{"amount":"5"}' })).status, 409);
    assert.equal((await call('/off-ramp', { token: pending, method: 'POST', body: '{"amount":"5"}' })).status, 409);
    const closed = await call(`${API_ORIGIN}/__sandbox/transactions/${tx.id}`, {
      method: 'POST',
      body: '{"status":"completed"}',
    });
    assert.equal(closed.status, 200);
    const off = await call('/off-ramp', {
      token: fresh,
      method: 'POST',
      body: '{"amount":"20","payment_currency":"EUR"}',
    });
    assert.equal(off.status, 201);
    assert.equal(off.body.transaction.kind, 'withdrawal');
    assert.equal((await call('/on-ramp', { token: demo, method: 'POST', body: '{"amount":"-1"}' })).status, 400);
  });

  await check('order-ramp: url, no payment methods, failed order URL', async () => {
    const ok = await call(
      '/order-ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC&crypto_method_guid=x',
    );
    assert.equal(ok.status, 200);
    assert.equal(ok.body.action, 'finish');
    const none = await call('/order-ramp?mode=on-ramp&amount=100&payment_currency=ARS&crypto_currency=USDC');
    assert.equal(none.status, 500);
    assert.match(JSON.stringify(none.body), /no payment methods found/);
    const up = await call('/order-ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_method_guid=upstream-500');
    assert.equal(up.status, 500);
    assert.match(JSON.stringify(up.body), /failed order URL.*500/);
  });

  await check('kyc, wallets, sessions, rates, wallet, demo/create, order-flow, refund', async () => {
    assert.equal((await call('/kyc/token?appId=sumsub', { token: fresh })).status, 200);
    assert.equal(
      (await call('/kyc/status', { token: fresh, method: 'PUT', body: '{"status":"approved"}' })).body.kyc_status,
      'approved',
    );
    assert.equal((await call('/kyc/status', { token: fresh, method: 'PUT', body: '{"status":"nope"}' })).status, 400);
    assert.equal((await call('/user/wallets', { token: demo })).body.wallets.length, 2);
    assert.equal((await call('/user/sessions', { token: demo })).body.sessions.length, 1);
    assert.ok((await call('/rates?amount=100&payment_currency=BRL')).body.quote.amount_out);
    assert.equal((await call('/wallet')).status, 200);
    assert.equal((await call('/demo/create')).status, 201);
    const p = transactionListSchema.parse((await call('/user/transactions', { token: pending })).body).transactions[0]!;
    const token = (await call(`${API_ORIGIN}/__sandbox/token?transaction=${p.id}`)).body.token as string;
    const flow = await call(`/order-flow?signature=${encodeURIComponent(token)}`);
    assert.equal(flow.body.transaction.id, p.id);
    const err = transactionListSchema.parse((await call('/user/transactions?status=error', { token: demo })).body)
      .transactions[0]!;
    assert.equal(
      (await call(`/user/transactions/${err.id}/refund`, { token: demo, method: 'PUT' })).body.transaction.status,
      'refunded',
    );
    assert.equal((await call(`/user/transactions/${err.id}/refund`, { token: demo, method: 'PUT' })).status, 409);
  });

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

  process.stdout.write(`\n${passed} passed, ${failures.length} failed\n`);
  if (failures.length) {
    for (const f of failures) process.stdout.write(`  - ${f}\n`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  process.stdout.write(`smoke check crashed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
