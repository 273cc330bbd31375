/**
 * In-memory state of the product API sandbox (shared/SANDBOX.md "Seeded identities", "Product data"), plus the
 * control state (faults, mail box, Sentry events). Product data is keyed by e-mail, not by Kratos identity id,
 * because identity ids change on every reset. Pure module: no Node-only imports, so Jest can use it too.
 */
import { transactionSchema, type Transaction } from '../../lib/api/schemas';
import {
  BLOCKCHAINS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type Blockchain,
  type ExtraStatusCode,
  type TransactionKind,
  type TransactionStatus,
} from '../../lib/transactions/statuses';
import { SEED_EMAILS } from '../config';

/** The crypto asset of every sandbox transaction (`code:issuer`). */
export const CRYPTO_ASSET = 'USDC:GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5';

/** Fiat currencies the sandbox knows, with the USDC price of one unit (sandbox rates, not real ones). */
export const FIAT_RATES: Record<string, number> = { BRL: 0.18, EUR: 1.08, USD: 1.0 };

/** Fiat currencies that have a payment method; any other answers 'no payment methods found'. */
export const PAYMENT_CURRENCIES = Object.keys(FIAT_RATES);

/** A billing field value map (PUT /user/billing/fields body). */
export type BillingValues = Record<(typeof BILLING_FIELD_NAMES)[number], string>;

/** Names of the billing fields, in form order. */
export const BILLING_FIELD_NAMES = [
  'first_name',
  'last_name',
  'document_type',
  'document_number',
  'birth_date',
  'phone',
  'address',
  'city',
  'postal_code',
  'country',
] as const;

/** A wallet of a user (GET /user/wallets). */
export interface Wallet {
  id: string;
  name: string;
  partner: 'beans' | 'lobstr' | 'trustWallet' | 'test';
  blockchain: Blockchain;
  address: string;
  created_at: string;
}

/** Everything the sandbox keeps per user (keyed by lower-cased e-mail). */
export interface UserRecord {
  email: string;
  interactiveID: string | null;
  kyc_status: string | null;
  kyc_level: string | null;
  user_city: string | null;
  user_country: string | null;
  wallet_name: string | null;
  config: { lang: string };
  billing: BillingValues | null;
  wallets: Wallet[];
  transactions: Transaction[];
  /** Guid of the order created by POST on-/off-ramp that is still open (409 on a second one). */
  openOrderId: string | null;
}

/** A fault queued by POST /__sandbox/faults. */
export interface Fault {
  id: number;
  method: string;
  path: string;
  status: number;
  body?: unknown;
  remaining: number;
}

/** A message Kratos's courier delivered to the sandbox mail box. */
export interface MailMessage {
  to: string;
  template_type: string;
  code: string | null;
  subject: string | null;
  body: string;
  created_at: string;
}

/** An error event the app reported to the local Sentry DSN (the raw Sentry event plus `received_at`). */
export type SentryEvent = Record<string, unknown> & { received_at: string };

/**
 * The statuses an interactive transaction goes through, in order (SEP-24 style): the person confirms
 * (`incomplete` → `pending_user_transfer_start`), then the anchor sees the transfer, processes it and pays out.
 */
export const INTERACTIVE_PATHS: Readonly<Record<TransactionKind, readonly TransactionStatus[]>> = {
  deposit: ['incomplete', 'pending_user_transfer_start', 'pending_anchor', 'pending_stellar', 'completed'],
  withdrawal: ['incomplete', 'pending_user_transfer_start', 'pending_anchor', 'pending_external', 'completed'],
};

/**
 * How a transaction moves on after the person's confirmation (POST /user/transactions/{id}/confirm): one step
 * of its path every `stepMs` ms counted from `confirmedAt` (applied lazily, on the next API request), or only on
 * control calls when `stepMs` is 0 or a control call set a status by hand (`auto` false).
 */
export interface InteractiveProgress {
  path: readonly TransactionStatus[];
  stepMs: number;
  auto: boolean;
  /** Epoch ms of the confirmation; null until confirmed. */
  confirmedAt: number | null;
}

/** A URL callback the app asked the API to deliver (POST /user/transactions/{id}/callback), as recorded. */
export interface CallbackDelivery {
  transaction_id: string;
  url: string;
  kind: 'callback' | 'on_change_callback';
  /** The SEP-24-style snapshot the API would POST (signed) to the URL: our transaction at that moment. */
  transaction: Transaction;
  received_at: string;
}

/** Deterministic uuid-shaped id from a string (stable across resets, so tests may refer to seeded ids). */
export function stableId(seed: string): string {
  let hex = '';
  for (let round = 0; round < 4; round++) {
    let h = (0x811c9dc5 + Math.imul(round, 0x9e3779b9)) >>> 0;
    for (const ch of seed) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    hex += h.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The stable subject the stub OIDC provider gives an e-mail (seeded identities are pre-linked to it). */
export function oidcSubject(email: string): string {
  return `sandbox-${stableId(`oidc:${email.trim().toLowerCase()}`)}`;
}

/** Random uuid-shaped id (works in Node and jsdom, no crypto needed: these are not secrets). */
export function randomId(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Formats a number as a 2-decimal string (amounts are decimal strings, never floats). */
export function money(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2);
}

const EXTRA_BY_STATUS: Partial<Record<TransactionStatus, Array<ExtraStatusCode | null>>> = {
  incomplete: ['kyc_started', 'post-kyc-started', null],
  pending_anchor: ['h2h-processing', 'fpf-created-for-refund', null],
  pending_external: ['fpf-limit-outrange', 'h2h-limit-outrange', null],
  error: ['fpf-error', 'h2h-error', null],
  refunded: ['h2h-refunded', 'fpf-refunded', null],
  expired: ['fpf-expired', 'h2h-expired', null],
};

const MESSAGE_BY_STATUS: Partial<Record<TransactionStatus, string>> = {
  error: 'The payment provider rejected the transfer.',
  expired: 'The order expired before it was paid.',
  refunded: 'The amount was returned to the payer.',
};

/** Builds one transaction from its money parts. */
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
    details: {
      amount_in_asset: deposit ? fiatAsset : CRYPTO_ASSET,
      amount_out_asset: deposit ? CRYPTO_ASSET : fiatAsset,
    },
  };
  return transactionSchema.parse(tx);
}

const SEED_BASE_TIME = Date.parse('2026-03-01T12:00:00.000Z');

function stellarAddress(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const id = stableId(seed).replace(/-/g, '') + stableId(`${seed}#2`).replace(/-/g, '');
  return `G${Array.from({ length: 55 }, (_, i) => alphabet[(parseInt(id[i % id.length] ?? '0', 16) * 2) % 32]).join('')}`;
}

function tronAddress(seed: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const id = stableId(seed).replace(/-/g, '');
  return `T${Array.from({ length: 33 }, (_, i) => alphabet[(parseInt(id[i % id.length] ?? '0', 16) * 3 + i) % 58]).join('')}`;
}

/**
 * The anchor's account that receives a withdrawal's USDC on `blockchain` (sandbox values): one account and a memo
 * on stellar; a per-transaction deposit address on tron and ethereum (no memos there).
 */
export function anchorAccount(blockchain: Blockchain, transactionId: string): { account: string; memo: string | null } {
  if (blockchain === 'stellar')
    return { account: stellarAddress('anchor:stellar'), memo: transactionId.slice(0, 8).toUpperCase() };
  if (blockchain === 'tron') return { account: tronAddress(`anchor:tron:${transactionId}`), memo: null };
  const hex =
    `${stableId(`anchor:ethereum:${transactionId}`)}${stableId(`anchor:ethereum:${transactionId}#2`)}`.replace(
      /-/g,
      '',
    );
  return { account: `0x${hex.slice(0, 40)}`, memo: null };
}

function seedWallets(email: string, chains: Blockchain[]): Wallet[] {
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

const DEMO_BILLING: BillingValues = {
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

function demoUser(): UserRecord {
  const email = SEED_EMAILS.demo;
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
          id: stableId(`demo:tx:${i}`),
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
    interactiveID: stableId('demo:interactive'),
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

function pendingUser(): UserRecord {
  const email = SEED_EMAILS.pending;
  const wallets = seedWallets(email, ['stellar']);
  const tx = buildTransaction({
    id: stableId('pending:tx:0'),
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
    interactiveID: stableId('pending:interactive'),
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

/** Sorts transactions newest first (by started_at, then id). */
export function newestFirst(a: Transaction, b: Transaction): number {
  return b.started_at.localeCompare(a.started_at) || a.id.localeCompare(b.id);
}

/**
 * The sandbox's whole in-memory state. `reset()` returns it to the seed (SANDBOX.md "Seeded identities").
 */
export class SandboxStore {
  users = new Map<string, UserRecord>();
  faults: Fault[] = [];
  mail: MailMessage[] = [];
  sentry: SentryEvent[] = [];
  /** Wallets created by GET /demo/create, by id. */
  demoWallets = new Map<string, Wallet>();
  /** How interactive (and confirmed) transactions move on, by transaction id. */
  interactive = new Map<string, InteractiveProgress>();
  /** URL callbacks the app asked for, newest first. */
  callbacks: CallbackDelivery[] = [];
  private faultSeq = 0;

  constructor() {
    this.reset();
  }

  /** Reseeds product data and clears faults, mail and Sentry events. */
  reset(): void {
    this.users = new Map([
      [SEED_EMAILS.demo, demoUser()],
      [SEED_EMAILS.fresh, freshUser(SEED_EMAILS.fresh)],
      [SEED_EMAILS.pending, pendingUser()],
    ]);
    this.faults = [];
    this.mail = [];
    this.sentry = [];
    this.demoWallets = new Map();
    this.interactive = new Map();
    this.callbacks = [];
  }

  /** The record of a user; identities not in the seed (newly registered) get fresh empty data. */
  user(email: string): UserRecord {
    const key = email.trim().toLowerCase();
    let record = this.users.get(key);
    if (!record) {
      record = freshUser(key);
      this.users.set(key, record);
    }
    return record;
  }

  /** Finds a transaction of any user by guid. */
  findTransaction(id: string): { user: UserRecord; transaction: Transaction } | null {
    for (const user of this.users.values()) {
      const transaction = user.transactions.find((t) => t.id === id);
      if (transaction) return { user, transaction };
    }
    return null;
  }

  /** Whether the user's open order (if any) is still open. Clears a stale pointer. */
  openOrder(user: UserRecord): Transaction | null {
    if (!user.openOrderId) return null;
    const tx = user.transactions.find((t) => t.id === user.openOrderId);
    if (tx && tx.status === 'incomplete') return tx;
    user.openOrderId = null;
    return null;
  }

  /**
   * Starts following a transaction as an interactive one: its path by kind, `stepMs` between steps after the
   * confirmation (0 = only control calls move it). Replaces an earlier record of the same id.
   */
  trackInteractive(transaction: Transaction, stepMs: number): InteractiveProgress {
    const progress: InteractiveProgress = {
      path: INTERACTIVE_PATHS[transaction.kind],
      stepMs,
      auto: stepMs > 0,
      confirmedAt: null,
    };
    this.interactive.set(transaction.id, progress);
    return progress;
  }

  /** Records the person's confirmation at `now` (tracking the transaction with control-only steps if untracked). */
  markConfirmed(transaction: Transaction, now: number): void {
    const progress = this.interactive.get(transaction.id) ?? this.trackInteractive(transaction, 0);
    progress.confirmedAt = now;
  }

  /** A control call set the status by hand: time no longer moves this transaction. */
  stopAuto(id: string): void {
    const progress = this.interactive.get(id);
    if (progress) progress.auto = false;
  }

  /**
   * Moves every confirmed, automatically advancing transaction to the step its time has come for (never back).
   * Called at the start of every product API request, so reads see the status "now".
   * @param now epoch ms.
   */
  advanceDue(now: number): void {
    for (const [id, progress] of this.interactive) {
      if (!progress.auto || progress.stepMs <= 0 || progress.confirmedAt === null) continue;
      const tx = this.findTransaction(id)?.transaction;
      if (!tx) continue;
      const start = progress.path.indexOf('pending_user_transfer_start');
      const current = progress.path.indexOf(tx.status as TransactionStatus);
      if (current < 0) {
        progress.auto = false; // moved off its path (refund, control call): leave it alone
        continue;
      }
      const steps = Math.floor((now - progress.confirmedAt) / progress.stepMs);
      const target = Math.min(progress.path.length - 1, start + steps);
      if (target <= current) continue;
      Object.assign(tx, {
        status: progress.path[target],
        updated_at: new Date(progress.confirmedAt + (target - start) * progress.stepMs).toISOString(),
      });
    }
  }

  /**
   * Moves a transaction one step along its interactive path (its kind's path when untracked).
   * @returns the transaction, or null when it is unknown; 'final' when it is at the end or off the path.
   */
  stepTransaction(id: string, now: number): Transaction | null | 'final' {
    const tx = this.findTransaction(id)?.transaction;
    if (!tx) return null;
    const path = this.interactive.get(id)?.path ?? INTERACTIVE_PATHS[tx.kind];
    const current = path.indexOf(tx.status as TransactionStatus);
    if (current < 0 || current >= path.length - 1) return 'final';
    this.stopAuto(id);
    Object.assign(tx, { status: path[current + 1], updated_at: new Date(now).toISOString() });
    if (current === 0) this.markConfirmed(tx, now);
    return tx;
  }

  /** Queues a fault; see POST /__sandbox/faults. */
  addFault(fault: Omit<Fault, 'id'>): Fault {
    const stored = { ...fault, id: ++this.faultSeq };
    this.faults.push(stored);
    return stored;
  }

  /** Consumes the first fault matching method and path (path exact, after the API base), if any. */
  takeFault(method: string, path: string): Fault | null {
    const idx = this.faults.findIndex(
      (f) => (f.method === '*' || f.method === method.toUpperCase()) && f.path === path && f.remaining > 0,
    );
    if (idx < 0) return null;
    const fault = this.faults[idx]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(idx, 1);
    return fault;
  }
}
