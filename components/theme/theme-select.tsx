'use client';

/** Theme selector (spec §4): light, dark or auto (follows the OS). */
import { useTranslations } from 'next-intl';
import { useTheme } from '@/components/theme/theme-provider';
import { THEME_SELECTORS, type ThemeSelector } from '@/lib/theme';

export function ThemeSelect() {
  const t = useTranslations('header');
  const { selector, setSelector } = useTheme();
  return (
    <label>
      <span className="sr-only">{t('theme')}</span>
      <select
        value={selector}
        onChange={(e) => setSelector(e.target.value as ThemeSelector)}
        className="min-h-11 cursor-pointer rounded-lg bg-transparent px-2 text-sm text-text hover:bg-grey-100 focus-visible:outline-2 focus-visible:outline-green-400"
        data-testid="theme-select"
      >
        {THEME_SELECTORS.map((s) => (
          <option key={s} value={s}>
            {t(`themes.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
