import { getTranslations } from 'next-intl/server';
import { FullScreenSpinner } from '@/components/ui/spinner';

/** The full-screen spinner while a screen loads (spec §2). */
export default async function Loading() {
  const t = await getTranslations('common');
  return <FullScreenSpinner label={t('loading')} />;
}
