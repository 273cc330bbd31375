/** Types and constants of the sandbox store: assets, rates, billing field names, records, faults, mail. */
import type { Transaction } from '../../../lib/api/schemas';
import type { Blockchain } from '../../../lib/domain/blockchains';
import type { TransactionKind } from '../../../lib/domain/kinds';
import type { TransactionStatus } from '../../../lib/domain/statuses';

/** The crypto asset of every sandbox transaction (`code:issuer`). */
export const CRYPTO_ASSET = 'USDC:GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5';

/** Fiat currencies the sandbox knows, with the USDC price of one unit (sandbox rates, not real ones). */
export const FIAT_RATES: Record<string, number> = { BRL: 0.18, EUR: 1.08, USD: 1.0 };

/** Fiat currencies that have a payment method; any other answers 'no payment methods found'. */
export const PAYMENT_CURRENCIES = Object.keys(FIAT_RATES);

/** A billing field value map (PUT /user/billing/fields body). */
export type BillingValues = Record<(typeof BILLING_FIELD_NAMES)[number], string>;

/** Names of the billing fields the sandbox stores (the form shows them in the app's order: lib/billing/fields.ts). */
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

/**
 * The options of a fault, as POST /__sandbox/faults takes them (sandbox/api/control/faults.ts): the one list of them,
 * which the store's {@link Fault} and the browser tests' `sandbox.fault` (e2e/sandbox-control.ts) build on.
 */
export interface FaultOptions {
  /** The request's method (any case). */
  method: string;
  /** The request's path after the API base, from `/`; a query is ignored. */
  path: string;
  /** The status answered instead of the real handler; absent for a latency-only fault (`delayMs`). */
  status?: number;
  body?: unknown;
  /** How many matching requests meet the fault (default 1). */
  times?: number;
  /** Milliseconds the request waits first (a slow upstream); then `status`, or the real answer. */
  delayMs?: number;
  /** Only requests carrying this `sandbox-scope` cookie meet the fault (one test's browser); absent: every request. */
  scope?: string;
}

/** A fault queued by POST /__sandbox/faults: its options, with `times` counted down as `remaining`. */
export type Fault = Omit<FaultOptions, 'times'> & {
  id: number;
  remaining: number;
};

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
