'use client';

/** Theme selector (spec §4): light, dark or auto (follows the OS). */
import { useTranslations } from 'next-intl';
import { useTheme } from '@/components/theme/theme-provider';
import { SelectField } from '@/components/ui/select-field';
import { THEME_SELECTORS, type ThemeSelector } from '@/lib/theme';

export function ThemeSelect() {
  const t = useTranslations('header');
  const { selector, setSelector } = useTheme();
  return (
    <SelectField
      variant="compact"
      label={t('theme')}
      value={selector}
      onChange={(e) => setSelector(e.target.value as ThemeSelector)}
      data-testid="theme-select"
      options={THEME_SELECTORS.map((s) => ({ value: s, label: t(`themes.${s}`) }))}
    />
  );
}
