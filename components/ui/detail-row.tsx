import type { ReactNode } from 'react';

/**
 * One label/value row of a details list (`<dl>`): the label on the left, the value right-aligned, a hairline
 * between rows. Used by the transaction screen and the interactive flow's confirmation.
 * @param label the translated label (the `<dt>`).
 * @param children the value (the `<dd>`), already formatted (amounts as decimal strings in the reader's language).
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-grey-100 py-2 last:border-b-0">
      <dt className="text-sm text-grey-400">{label}</dt>
      <dd className="text-right text-sm text-text">{children}</dd>
    </div>
  );
}
