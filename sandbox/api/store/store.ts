/**
 * In-memory state of the product API sandbox (shared/SANDBOX.md "Seeded identities", "Product data"), plus the
 * control state (faults, mail box, Sentry events). Product data is keyed by e-mail, not by Kratos identity id,
 * because identity ids change on every reset. Pure module: no Node-only imports, so Jest can use it too.
 */
import { freshUser, demoUser, pendingUser, seedUser, type AccountSeed } from './seed';
import {
  INTERACTIVE_PATHS,
  type Wallet,
  type UserRecord,
  type Fault,
  type MailMessage,
  type SentryEvent,
  type InteractiveProgress,
  type CallbackDelivery,
} from './types';
import type { Transaction } from '../../../lib/api/schemas';
import type { TransactionStatus } from '../../../lib/domain/statuses';
import { SEED_EMAILS } from '../../config';

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
  /** Verification tokens of GET /kyc/token → whose verification and at which level (the provider's records). */
  kycTokens = new Map<string, { email: string; level: string }>();
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
    this.kycTokens = new Map();
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

  /** Gives a new account (POST /__sandbox/accounts) its own copy of a seed's product data, replacing any it had. */
  addAccount(email: string, seed: AccountSeed): UserRecord {
    const key = email.trim().toLowerCase();
    const record = seedUser(seed, key);
    this.users.set(key, record);
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

  /**
   * Consumes the first fault matching method and path (path exact, after the API base), if any. A fault with a
   * `scope` matches only requests of that scope (the `sandbox-scope` cookie); one without matches every request.
   */
  takeFault(method: string, path: string, scope: string | null = null): Fault | null {
    const idx = this.faults.findIndex(
      (f) =>
        (f.method === '*' || f.method === method.toUpperCase()) &&
        f.path === path &&
        f.remaining > 0 &&
        (f.scope === undefined || f.scope === scope),
    );
    if (idx < 0) return null;
    const fault = this.faults[idx]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(idx, 1);
    return fault;
  }
}
