/** Second-page layout (spec §2: profile, security, security history): a back link above the screen. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LANDING_PATH } from '@/lib/routes';

export default async function SecondPageLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <div className="mx-auto w-full max-w-md">
      <Link
        href={LANDING_PATH}
        className="mb-2 inline-flex min-h-11 items-center px-5 text-sm font-medium text-green-500 hover:underline md:px-0"
      >
        ← {t('back')}
      </Link>
      {children}
    </div>
  );
}
