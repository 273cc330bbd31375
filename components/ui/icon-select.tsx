'use client';

/**
 * The currency and network picker (spec §2 order form): each choice with its icon and name. It is a native select
 * on the server and while hydrating (it takes a choice before the page's script runs: components/order
 * entered-before-hydration), and when locked; once hydrated, the listbox (./icon-listbox, loaded on demand so the
 * order form's first load does not carry it) takes its place in the same box (`picker-chip` / `picker-field`).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { AssetIcon } from './asset-icon';
import { useHydrated } from './use-hydrated';

/** One choice: its value (a currency code or a blockchain, which names its icon: ./asset-icon) and the name shown. */
export interface IconOption {
  value: string;
  label: string;
}

/** Props of {@link IconSelect}. */
export interface IconSelectProps {
  /** The label: above a `field`, for screen readers only on a `chip`. */
  label: string;
  value: string;
  options: readonly IconOption[];
  /** Receives the chosen option's value. */
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The native select's name (what was chosen before hydration is read by it). */
  name?: string;
  /** The picker's test id; also the base of its element ids (one per page). */
  testId: string;
  /** `chip`: inside an amount field; `field`: a full-width form field. */
  look: 'chip' | 'field';
  /** The values are currency codes: the open list names each in the page's language ("Brazilian real"). */
  currencies?: boolean;
  hint?: ReactNode;
}

const IconListbox = lazy(() => import('./icon-listbox'));

/** The picker: see the module comment. Both forms carry `data-testid` and `data-value` (the chosen value). */
export function IconSelect(props: IconSelectProps) {
  const hydrated = useHydrated();
  const id = `${props.testId}-picker`;
  const native = <NativeIconSelect {...props} id={id} />;
  if (!hydrated || props.disabled || props.options.length < 2) return native;
  return (
    <Suspense fallback={native}>
      <IconListbox {...props} id={id} />
    </Suspense>
  );
}

/** The label, the box with its icon and chevron, and the hint: shared by the native select and the listbox. */
export function PickerFrame({
  id,
  label,
  look,
  icon,
  hint,
  children,
  after,
}: Pick<IconSelectProps, 'label' | 'look' | 'hint'> & {
  id: string;
  icon: string;
  children: ReactNode;
  /** What follows the box inside its positioned wrapper (the open list). */
  after?: ReactNode;
}) {
  return (
    <div className={look === 'chip' ? 'relative' : 'flex flex-col gap-1.5'}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={look === 'chip' ? 'sr-only' : 'text-sm font-medium text-grey-500'}
      >
        {label}
      </label>
      <div className="relative flex">
        <AssetIcon asset={icon} className="pointer-events-none absolute top-1/2 left-3 z-10 size-6 -translate-y-1/2" />
        {children}
        {after}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-grey-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function NativeIconSelect({
  id,
  value,
  options,
  onChange,
  disabled,
  name,
  testId,
  look,
  currencies: _,
  ...frame
}: IconSelectProps & { id: string }) {
  return (
    <PickerFrame id={id} look={look} icon={value} {...frame}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={frame.hint ? `${id}-hint` : undefined}
        data-testid={testId}
        data-value={value}
        className={cn(look === 'chip' ? 'picker-chip' : 'picker-field')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </PickerFrame>
  );
}
