/**
 * The currency inside an amount field (./amount-field.tsx): a fixed code (USDC) or the fiat currency's select.
 */
import { AssetIcon } from '@/components/ui/asset-icon';
import { IconSelect } from '@/components/ui/icon-select';

/** A currency code shown where no choice is possible (USDC). */
export function CurrencyTag({ code, note }: { code: string; note?: string }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-grey-100 px-3 text-base font-semibold text-text">
      <AssetIcon asset={code} className="size-6 shrink-0" />
      {code}
      {note ? <span className="sr-only">{note}</span> : null}
    </span>
  );
}

/**
 * The fiat currency inside an amount field: its flag and code, and in the open list its name in the page's language
 * (Intl.DisplayNames). A native select until the listbox loads (components/ui/icon-select).
 */
export function CurrencySelect({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
  name,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
  /** The select's name (see AmountFieldProps.name). */
  name: string;
}) {
  return (
    <IconSelect
      look="chip"
      currencies
      label={label}
      value={value}
      options={options.map((code) => ({ value: code, label: code }))}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
      name={name}
    />
  );
}
