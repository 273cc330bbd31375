'use client';

/** The header of each order step: back link, "Step n of m" and the title. */
import { useTranslations } from 'next-intl';
import type { JourneyStep } from '@/lib/order/journey';
import type { OrderStep } from '@/lib/order/steps';
import { JourneyHeader } from './journey-header';

/**
 * The header of a step of the order form (./journey-header): back link, "Step n of m" over the screens this order
 * takes the person through (lib/order/journey, drawn on the server: lib/order/server `journey`), and the title.
 */
export function StepHeader({
  step,
  steps,
  title,
  backHref,
}: {
  step: OrderStep;
  /** The journey's screens (OrderScreenData `journey`). */
  steps: readonly JourneyStep[];
  title: string;
  backHref?: string;
}) {
  const t = useTranslations('order');
  const journey = { steps, index: steps.indexOf(step) };
  return (
    <JourneyHeader
      journey={journey}
      title={title}
      stepText={t('stepOf', { step: journey.index + 1, total: steps.length })}
      back={backHref ? { href: backHref, text: t('back') } : undefined}
    />
  );
}
