/** Smoke checks: The sandbox is up and resets; sessions, profiles, config, transactions and their filters. */
import assert from 'node:assert/strict';
import { check, call, passwordLogin } from './support';
import type { Tokens } from './support';
import {
  profileSchema,
  transactionCountSchema,
  transactionEnvelopeSchema,
  transactionListSchema,
  userConfigSchema,
} from '../../lib/api/schemas';
import { BLOCKCHAINS } from '../../lib/domain/blockchains';
import { TRANSACTION_KINDS } from '../../lib/domain/kinds';
import { TRANSACTION_STATUSES } from '../../lib/domain/statuses';
import { API_ORIGIN, SEED_EMAILS } from '../config';

export async function accountChecks(): Promise<Tokens> {
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
    // An id alone reveals nothing: the owner's session or the transaction's signed token.
    assert.equal((await call(`/transaction-info/${p[0]!.id}`)).status, 404);
    assert.equal((await call(`/transaction-info/${p[0]!.id}`, { token: pending })).status, 200);
    assert.equal((await call('/transaction-info/nope')).status, 404);
  });

  return { demo, fresh, pending };
}
