/** The seed fixtures (SANDBOX.md "Seeded identities"): demo, fresh and pending users and their transactions. */
import { stableId, money, stellarAddress, tronAddress } from './ids';
import { CRYPTO_ASSET, FIAT_RATES, type BillingValues, type Wallet, type UserRecord } from './types';
import { transactionSchema, type Transaction } from '../../../lib/api/schemas';
import { BLOCKCHAINS, type Blockchain } from '../../../lib/domain/blockchains';
import { TRANSACTION_KINDS, type TransactionKind } from '../../../lib/domain/kinds';
import { TRANSACTION_STATUSES, type ExtraStatusCode, type TransactionStatus } from '../../../lib/domain/statuses';
import { SEED_EMAILS } from '../../config';

export const EXTRA_BY_STATUS: Partial<Record<TransactionStatus, Array<ExtraStatusCode | null>>> = {
  incomplete: ['kyc_started', 'post-kyc-started', null],
  pending_anchor: ['h2h-processing', 'fpf-created-for-refund', null],
  pending_external: ['fpf-limit-outrange', 'h2h-limit-outrange', null],
  error: ['fpf-error', 'h2h-error', null],
  refunded: ['h2h-refunded', 'fpf-refunded', null],
  expired: ['fpf-expired', 'h2h-expired', null],
};

export const MESSAGE_BY_STATUS: Partial<Record<TransactionStatus, string>> = {
  error: 'The payment provider rejected the transfer.',
  expired: 'The order expired before it was paid.',
  refunded: 'The amount was returned to the payer.',
};

/**
 * The hash of a completed transaction's USDC transfer (SEP-24 `stellar_transaction_id`, whatever the blockchain), made
 * from its id so a seed gives the same one every time: 64 hex digits, `0x` first on ethereum.
 */
export function transferHash(id: string, blockchain: Blockchain): string {
  const digits = id.replace(/[^0-9a-f]/gi, '').toLowerCase() || '0';
  const hex = digits.repeat(Math.ceil(64 / digits.length)).slice(0, 64);
  return blockchain === 'ethereum' ? `0x${hex}` : hex;
}

/** Builds one transaction from its money parts; a completed one carries its transfer's hash. */
export function buildTransaction(input: {
  id: string;
  kind: TransactionKind;
  status: TransactionStatus | string;
  blockchain: Blockchain;
  fiat: string;
  fiatAmount: number;
  startedAt: Date;
  walletId: string | null;
  extraStatus?: string | null;
  message?: string | null;
  withoutAmountIn?: boolean;
}): Transaction {
  const rate = FIAT_RATES[input.fiat] ?? 1;
  const fee = input.fiatAmount * 0.01;
  const fiatAsset = `iso4217:${input.fiat}`;
  const deposit = input.kind === 'deposit';
  const amountIn = deposit ? input.fiatAmount : input.fiatAmount * rate;
  const amountOut = deposit ? (input.fiatAmount - fee) * rate : input.fiatAmount - fee;
  const tx: Transaction = {
    id: input.id,
    kind: input.kind,
    status: input.status,
    extra_status: input.extraStatus ?? null,
    amount_in: input.withoutAmountIn ? null : money(amountIn),
    amount_out: money(amountOut),
    amount_fee: money(fee),
    blockchain: input.blockchain,
    wallet_id: input.walletId,
    started_at: input.startedAt.toISOString(),
    updated_at: input.status === 'incomplete' ? null : new Date(input.startedAt.getTime() + 10 * 60_000).toISOString(),
    message: input.message ?? null,
    ...(input.status === 'completed' ? { stellar_transaction_id: transferHash(input.id, input.blockchain) } : {}),
    details: {
      amount_in_asset: deposit ? fiatAsset : CRYPTO_ASSET,
      amount_out_asset: deposit ? CRYPTO_ASSET : fiatAsset,
    },
  };
  return transactionSchema.parse(tx);
}

export const SEED_BASE_TIME = Date.parse('2026-03-01T12:00:00.000Z');

export function seedWallets(email: string, chains: Blockchain[]): Wallet[] {
  return chains.map((blockchain, i) => ({
    id: stableId(`${email}:wallet:${blockchain}`),
    name: `${blockchain === 'stellar' ? 'Stellar' : blockchain === 'tron' ? 'Tron' : 'Ethereum'} wallet`,
    partner: 'test' as const,
    blockchain,
    address:
      blockchain === 'stellar'
        ? stellarAddress(email)
        : blockchain === 'tron'
          ? tronAddress(email)
          : `0x${stableId(email).replace(/-/g, '').slice(0, 40)}`,
    created_at: new Date(SEED_BASE_TIME - (200 - i) * 86_400_000).toISOString(),
  }));
}

export const DEMO_BILLING: BillingValues = {
  first_name: 'Demo',
  last_name: 'User',
  document_type: 'CPF',
  document_number: '123.456.789-09',
  birth_date: '1990-05-17',
  phone: '+55 11 99999-0000',
  address: 'Avenida Paulista, 1000',
  city: 'São Paulo',
  postal_code: '01310-100',
  country: 'BR',
};

/**
 * Billing details a person types in the tests (the billing form in e2e, PUT /user/billing/fields in Jest): valid
 * under the sandbox's rules and different from {@link DEMO_BILLING}, so a test sees its own values come back.
 */
export const SAMPLE_BILLING_INPUT: BillingValues = {
  first_name: 'Ana',
  last_name: 'Silva',
  document_type: 'CPF',
  document_number: '123.456.789-09',
  birth_date: '1990-01-31',
  phone: '+55 11 98888-7777',
  address: 'Rua Augusta, 10',
  city: 'Sao Paulo',
  postal_code: '01305-000',
  country: 'BR',
};

/** A user with no KYC, no billing details, no wallets and no transactions (fresh@ and newly registered). */
export function freshUser(email: string): UserRecord {
  return {
    email,
    interactiveID: null,
    kyc_status: null,
    kyc_level: null,
    user_city: null,
    user_country: null,
    wallet_name: null,
    config: { lang: 'en' },
    billing: null,
    wallets: [],
    transactions: [],
    openOrderId: null,
  };
}

/**
 * The prefix of a seed's stable ids for `email`: `demo` and `pending` for the seeded accounts (ids outside checks
 * may know), the e-mail itself for a copy made by POST /__sandbox/accounts, so no two accounts share an id.
 */
function idPrefix(email: string, seeded: string, prefix: string): string {
  return email === seeded ? prefix : email;
}

/**
 * The id of the `index`-th seeded transaction of a demo-like account (0–35: status `index / 3` of spec §4's list,
 * blockchain `index % 3`, kind deposit when `index` is even).
 */
export function seedTransactionId(email: string, index: number): string {
  return stableId(`${idPrefix(email, SEED_EMAILS.demo, 'demo')}:tx:${index}`);
}

/** Demo data (SANDBOX.md demo@): KYC approved, billing details, two wallets, a transaction in every status. */
export function demoUser(email: string = SEED_EMAILS.demo): UserRecord {
  const prefix = idPrefix(email, SEED_EMAILS.demo, 'demo');
  const wallets = seedWallets(email, ['stellar', 'tron']);
  const walletFor = (b: Blockchain) => wallets.find((w) => w.blockchain === b)?.id ?? null;
  const fiats = ['BRL', 'BRL', 'BRL', 'EUR', 'USD'];
  const transactions: Transaction[] = [];
  // 12 statuses x 3 blockchains = 36 transactions; kinds alternate so each status has both kinds.
  TRANSACTION_STATUSES.forEach((status, s) => {
    BLOCKCHAINS.forEach((blockchain, b) => {
      const i = s * 3 + b;
      transactions.push(
        buildTransaction({
          id: seedTransactionId(email, i),
          kind: TRANSACTION_KINDS[i % 2] ?? 'deposit',
          status,
          blockchain,
          fiat: fiats[i % fiats.length] ?? 'BRL',
          fiatAmount: 50 + ((i * 137) % 950),
          startedAt: new Date(SEED_BASE_TIME - i * 2 * 86_400_000 - i * 37 * 60_000),
          walletId: walletFor(blockchain),
          extraStatus: EXTRA_BY_STATUS[status]?.[b] ?? null,
          message: MESSAGE_BY_STATUS[status] ?? null,
          withoutAmountIn: status === 'incomplete' && b === 1,
        }),
      );
    });
  });
  return {
    ...freshUser(email),
    interactiveID: stableId(`${prefix}:interactive`),
    kyc_status: 'approved',
    kyc_level: 'level_2',
    user_city: 'São Paulo',
    user_country: 'BR',
    wallet_name: 'test',
    billing: { ...DEMO_BILLING },
    wallets,
    transactions,
  };
}

/** Pending data (SANDBOX.md pending@): has_pending_action, one incomplete transaction that is the open order. */
export function pendingUser(email: string = SEED_EMAILS.pending): UserRecord {
  const prefix = idPrefix(email, SEED_EMAILS.pending, 'pending');
  const wallets = seedWallets(email, ['stellar']);
  const tx = buildTransaction({
    id: stableId(`${prefix}:tx:0`),
    kind: 'deposit',
    status: 'incomplete',
    blockchain: 'stellar',
    fiat: 'BRL',
    fiatAmount: 250,
    startedAt: new Date(SEED_BASE_TIME - 3_600_000),
    walletId: wallets[0]?.id ?? null,
  });
  return {
    ...freshUser(email),
    interactiveID: stableId(`${prefix}:interactive`),
    kyc_status: 'approved',
    kyc_level: 'level_1',
    user_city: 'Rio de Janeiro',
    user_country: 'BR',
    wallet_name: 'test',
    billing: { ...DEMO_BILLING, first_name: 'Pending', city: 'Rio de Janeiro', postal_code: '20040-020' },
    wallets,
    transactions: [tx],
    openOrderId: tx.id,
  };
}

/** The seeds an account can be made from (POST /__sandbox/accounts); `mfa` has demo's product data. */
export const ACCOUNT_SEEDS = ['demo', 'fresh', 'pending', 'mfa'] as const;
export type AccountSeed = (typeof ACCOUNT_SEEDS)[number];

/** The product data of a new account of `seed` for `email`. */
export function seedUser(seed: AccountSeed, email: string): UserRecord {
  if (seed === 'fresh') return freshUser(email);
  if (seed === 'pending') return pendingUser(email);
  return demoUser(email);
}

/** Sorts transactions newest first (by started_at, then id). */
export function newestFirst(a: Transaction, b: Transaction): number {
  return b.started_at.localeCompare(a.started_at) || a.id.localeCompare(b.id);
}
