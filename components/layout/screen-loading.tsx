import { getTranslations } from 'next-intl/server';
import { LoadingSpinner } from './loading-spinner';

/**
 * The full-screen spinner while a screen loads (spec §2), used as loading.tsx of the open and protected route
 * groups. Not above the public-only group: a Suspense boundary there would turn the sign-in screens'
 * redirects to the identity service into streamed client-side redirects instead of real 307s.
 */
export async function ScreenLoading() {
  const t = await getTranslations('common');
  return <LoadingSpinner label={t('loading')} />;
}
