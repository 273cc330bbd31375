/** The main layout's header: product brand, language and theme selectors, account action (spec §2). */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountAction } from '@/components/layout/account-action';
import { LanguageSelect } from '@/components/layout/language-select';
import { ThemeSelect } from '@/components/theme/theme-select';
import { LANDING_PATH } from '@/lib/routes';

export async function Header() {
  const t = await getTranslations('common');
  return (
    <header className="border-b border-grey-100 bg-surface">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-4">
        <Link href={LANDING_PATH} className="flex items-center gap-2 font-bold text-text" aria-label={t('appName')}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <circle cx="14" cy="14" r="14" className="fill-main-green" />
            <path d="M8 17l6-8 6 8" stroke="#0b2a1b" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="hidden sm:inline">{t('appName')}</span>
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSelect />
          <ThemeSelect />
          <AccountAction />
        </div>
      </div>
    </header>
  );
}
