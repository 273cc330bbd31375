'use client';

/**
 * The copy button of the signed-in screens (transactions, the interactive flow, the profile): the app's copy button
 * (components/ui/copy-value.tsx) with the `transactions.detail` words for "Copied" and "Could not copy".
 */
import { useTranslations } from 'next-intl';
import { CopyValue } from '@/components/ui/copy-value';

/**
 * Copies `value`; `label` is the accessible name.
 * @param value the exact text to copy.
 * @param label the button's accessible name (e.g. "Copy the memo").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('transactions.detail');
  return <CopyValue value={value} label={label} copied={t('copied')} failed={t('copyFailed')} />;
}
