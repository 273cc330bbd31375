'use client';

/**
 * The Buy / Sell switch of the order's amount step (spec §3 ramp direction): two radios styled as a segmented
 * control. Choosing a direction clears the amount (lib/order/draft `mergeDraft`).
 */
import { useTranslations } from 'next-intl';
import { RAMP_DIRECTIONS } from '@/lib/domain/directions';
import { mergeDraft } from '@/lib/order/draft';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { FIELD } from './entered-before-hydration';

/** Props of {@link DirectionToggle}. */
export interface DirectionToggleProps {
  /** The order; its `mode` is the checked radio. */
  draft: OrderDraft;
  /** Receives the order with the chosen direction. */
  onChange: (next: OrderDraft) => void;
}

/** Buy (on-ramp) or Sell (off-ramp), as a fieldset of radios named {@link FIELD}.mode. */
export function DirectionToggle({ draft, onChange }: DirectionToggleProps) {
  const t = useTranslations('order');
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{t('directionLabel')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-grey-100 p-1">
        {RAMP_DIRECTIONS.map((mode) => (
          <label
            key={mode}
            // The chosen direction's look follows the radio itself, so a choice made before hydration shows too.
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-grey-400 has-[input:checked]:bg-surface has-[input:checked]:text-text has-[input:checked]:shadow-sm has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-green-400"
          >
            <input
              type="radio"
              name={FIELD.mode}
              value={mode}
              checked={draft.mode === mode}
              onChange={() => onChange(mergeDraft(draft, { mode }))}
              className="sr-only"
              data-testid={`order-mode-${mode}`}
            />
            {mode === 'on-ramp' ? t('buy') : t('sell')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
