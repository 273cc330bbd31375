/**
 * The one view of a transaction's payment details (GET /transaction-info/{id} `payment`, spec §7; optional data,
 * spec §8): the rows the payment has, each with its label and, where the screen offers one, a copy button. The
 * screens choose the rows, the words and the frame: the interactive flow and /transaction through
 * ./payment-details.tsx `PaymentDetails`, /final-step (a server component) through components/final-step. Neither a
 * client module nor a hook, so it renders on the server and in the browser alike.
 */
import type { ReactNode } from 'react';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { LocalTime } from '@/components/ui/local-time';
import type { TransactionPayment } from '@/lib/api/transactions';

/** A row of the payment details: a field of `payment`, `expires` for `expires_at`. */
export type PaymentRow = 'method' | 'reference' | 'instructions' | 'account' | 'memo' | 'expires';

/** The test id of the rows a test reads. */
const ROW_TEST_IDS: Partial<Record<PaymentRow, string>> = {
  reference: 'transfer-reference',
  account: 'transfer-account',
  memo: 'transfer-memo',
};

/** How each row's value shows: codes in a monospace font, the deadline as a local time. */
function valueOf(row: PaymentRow, value: string): ReactNode {
  switch (row) {
    case 'expires':
      return <LocalTime iso={value} />;
    case 'reference':
      return <span className="font-mono select-all">{value}</span>;
    case 'account':
      return <span className="font-mono text-xs">{value}</span>;
    case 'memo':
      return <span className="font-mono">{value}</span>;
    default:
      return value;
  }
}

/**
 * The rows of `rows` that `payment` has, in that order.
 * @param label the row's label, in the screen's words.
 * @param action the row's action beside its value (a copy button), if the screen offers one.
 * @param stacked which rows put the value under the label (default: every row).
 * @param className the list's frame.
 * @param testId the list's test id.
 */
export function PaymentRows({
  payment,
  rows,
  label,
  action,
  stacked = () => true,
  className,
  testId,
}: {
  payment: TransactionPayment;
  rows: readonly PaymentRow[];
  label: (row: PaymentRow) => string;
  action?: (row: PaymentRow, value: string) => ReactNode;
  stacked?: (row: PaymentRow) => boolean;
  className?: string;
  testId?: string;
}) {
  const present = rows.flatMap((row) => {
    const value = row === 'expires' ? payment.expires_at : payment[row];
    return value ? [{ row, value }] : [];
  });
  return (
    <LabelValueList divided className={className} testId={testId}>
      {present.map(({ row, value }) => (
        <LabelValue
          key={row}
          label={label(row)}
          stacked={stacked(row)}
          action={action?.(row, value)}
          testId={ROW_TEST_IDS[row]}
        >
          {valueOf(row, value)}
        </LabelValue>
      ))}
    </LabelValueList>
  );
}
