/**
 * Labels and visual kinds of every transaction status and extra status code of spec §4: the one
 * module screens use to show a status. The lists themselves live in ./statuses; this module maps each entry
 * to a translation key of the "transactions" namespace and one of five visual kinds.
 */
import type { TransactionKind } from '@/lib/domain/kinds';
import {
  EXTRA_STATUS_CODES,
  TRANSACTION_STATUSES,
  type ExtraStatusCode,
  type TransactionStatus,
} from '@/lib/domain/statuses';
import { needsAction, type NextStep } from './next-step';

/** The five visual kinds a status is shown as. */
export const STATUS_VISUAL_KINDS = ['inProgress', 'needsAction', 'done', 'failed', 'refunded'] as const;
export type StatusVisualKind = (typeof STATUS_VISUAL_KINDS)[number];

/** Visual kind of each of the 12 statuses of spec §4. */
export const STATUS_KIND: Record<TransactionStatus, StatusVisualKind> = {
  incomplete: 'needsAction',
  pending_user_transfer_start: 'needsAction',
  pending_user_transfer_complete: 'needsAction',
  pending_anchor: 'inProgress',
  pending_external: 'inProgress',
  pending_user: 'needsAction',
  pending_stellar: 'inProgress',
  pending_trust: 'needsAction',
  error: 'failed',
  completed: 'done',
  refunded: 'refunded',
  expired: 'failed',
};

/** Visual kind of each of the 12 extra status codes of spec §4. */
export const EXTRA_STATUS_KIND: Record<ExtraStatusCode, StatusVisualKind> = {
  'fpf-expired': 'failed',
  'h2h-refunded': 'refunded',
  'fpf-refunded': 'refunded',
  'h2h-processing': 'inProgress',
  'fpf-created-for-refund': 'inProgress',
  kyc_started: 'needsAction',
  'post-kyc-started': 'inProgress',
  'fpf-limit-outrange': 'failed',
  'fpf-error': 'failed',
  'h2h-limit-outrange': 'failed',
  'h2h-error': 'failed',
  'h2h-expired': 'failed',
};

/** Whether a string is one of the 12 statuses. */
export function isTransactionStatus(value: string): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/** Whether a string is one of the 12 extra status codes. */
export function isExtraStatusCode(value: string): value is ExtraStatusCode {
  return (EXTRA_STATUS_CODES as readonly string[]).includes(value);
}

/** Message key (inside the "transactions" namespace) of a status: `status.<status>`. */
export function statusKey(status: TransactionStatus): `status.${TransactionStatus}` {
  return `status.${status}`;
}

/** Message key (inside the "transactions" namespace) of an extra code: `extraStatus.<code>` (dashes kept). */
export function extraStatusKey(code: ExtraStatusCode): `extraStatus.${ExtraStatusCode}` {
  return `extraStatus.${code}`;
}

/** What a screen needs to show a transaction's status. */
export interface StatusDisplay {
  /** Message key in the "transactions" namespace; `status.unknown` for a value outside spec §4. */
  key: string;
  kind: StatusVisualKind;
  /** Key of the extra code's label when the transaction has a known extra code. */
  extraKey: string | null;
}

/**
 * The label key and visual kind of a transaction's status (spec §4). A known extra code decides the visual
 * kind (it is the more precise fact, e.g. `fpf-refunded` on an `error`); an unknown status shows as in progress.
 * Given the transaction's next step (lib/transactions/next-step), the mark of needing action follows it: a status
 * that leads to an action needs action, and one with nothing to do (a deposit ready to collect, an identity check
 * under review, a deadline that has passed) shows as in progress instead.
 * @param status the status as the API gives it.
 * @param extraStatus its extra code, if any.
 * @param step the transaction's next step, where the screen knows it.
 * @param kind the transaction's kind: a sale (withdrawal) words its two transfer statuses (`pending_user_transfer_*`:
 *   the person sends USDC, and may collect cash) as its own, `statusSale.<status>` ("Waiting for your USDC" rather
 *   than "Waiting for your payment"); a buy's words otherwise.
 */
export function statusDisplay(
  status: string,
  extraStatus?: string | null,
  step?: NextStep,
  kind?: TransactionKind,
): StatusDisplay {
  const known = isTransactionStatus(status);
  const extra = extraStatus && isExtraStatusCode(extraStatus) ? extraStatus : null;
  const visual = extra ? EXTRA_STATUS_KIND[extra] : known ? STATUS_KIND[status] : 'inProgress';
  return {
    key: !known
      ? 'status.unknown'
      : kind === 'withdrawal' && status.startsWith('pending_user_transfer')
        ? `statusSale.${status}`
        : statusKey(status),
    kind:
      step === undefined
        ? visual
        : needsAction(step)
          ? 'needsAction'
          : visual === 'needsAction'
            ? 'inProgress'
            : visual,
    extraKey: extra ? extraStatusKey(extra) : null,
  };
}
