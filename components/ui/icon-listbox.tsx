'use client';

/**
 * The hydrated form of ./icon-select: a select-only combobox with its listbox (WAI-ARIA Authoring Practices). The
 * focus stays on the combobox; the highlighted option is its `aria-activedescendant`; the keys are
 * lib/ui/listbox-keys. A click on an option chooses it; leaving the combobox closes the list without a choice.
 * Closed, the list stays in the page, hidden.
 * Loaded on demand (React.lazy): the default export.
 */
import { useLocale } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/ui/cn';
import { listboxKey, type ListboxState } from '@/lib/ui/listbox-keys';
import { AssetIcon } from './asset-icon';
import { PickerFrame, type IconSelectProps } from './icon-select';

/** The listbox picker; props as ./icon-select's, with the id its label points to. */
export default function IconListbox({
  id,
  value,
  options,
  onChange,
  testId,
  look,
  currencies,
  ...frame
}: IconSelectProps & { id: string }) {
  const locale = useLocale();
  const names = currencies ? new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }) : null;
  const chosen = Math.max(
    options.findIndex((o) => o.value === value),
    0,
  );
  const [state, setState] = useState<ListboxState>({ open: false, active: chosen });
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const labels = options.map((o) => o.label);

  const show = (next: ListboxState) => {
    setState(next);
    if (next.open) requestAnimationFrame(() => scrollToOption(listRef.current, optionId(next.active)));
  };
  const choose = (index: number) => {
    show({ open: false, active: index });
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = listboxKey(state.open ? state : { open: false, active: chosen }, event, labels);
    if (!step) return;
    if (!step.keepDefault) event.preventDefault();
    if (step.choose) choose(step.state.active);
    else show(step.state);
  };

  // Always in the page, hidden while closed: the combobox's aria-controls names an element that exists, and the
  // options' icons have loaded before the list first opens.
  const list = (
    <ul
      ref={listRef}
      id={listId}
      hidden={!state.open}
      role="listbox"
      // Named only while shown: closed, the label names the combobox alone (getByLabel finds one control).
      aria-labelledby={state.open ? `${id}-label` : undefined}
      tabIndex={-1}
      className={cn(
        'absolute top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-grey-200 bg-surface py-1 shadow-lg',
        look === 'chip' ? 'right-0 min-w-60' : 'inset-x-0',
      )}
    >
      {options.map((option, index) => (
        <li
          key={option.value}
          id={optionId(index)}
          role="option"
          aria-selected={option.value === value}
          data-value={option.value}
          // Keeps the focus on the combobox: the click chooses, the combobox's blur does not close first.
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => index !== state.active && setState({ open: true, active: index })}
          onClick={() => choose(index)}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 px-3 text-base text-text',
            index === state.active && 'bg-grey-100',
          )}
        >
          <AssetIcon asset={option.value} className="size-6 shrink-0" />
          <span className="font-semibold">{option.label}</span>
          {names ? <span className="text-sm text-grey-400">{names.of(option.value)}</span> : null}
          {option.value === value ? <Check /> : null}
        </li>
      ))}
    </ul>
  );

  return (
    <PickerFrame id={id} look={look} icon={value} after={list} {...frame}>
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-describedby={frame.hint ? `${id}-hint` : undefined}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open ? optionId(state.active) : undefined}
        data-testid={testId}
        data-value={value}
        onClick={() => show(state.open ? { ...state, open: false } : { open: true, active: chosen })}
        onKeyDown={onKeyDown}
        onBlur={() => state.open && setState({ ...state, open: false })}
        className={look === 'chip' ? 'picker-chip' : 'picker-field'}
      >
        {options[chosen]?.label ?? value}
      </div>
    </PickerFrame>
  );
}

/** Scrolls the list so the highlighted option shows (a long list on a short frame). */
function scrollToOption(list: HTMLUListElement | null, optionId: string) {
  list?.querySelector(`[id="${optionId}"]`)?.scrollIntoView({ block: 'nearest' });
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="ml-auto text-green-500"
    >
      <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
