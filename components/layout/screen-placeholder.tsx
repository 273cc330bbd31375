/**
 * A screen whose behaviour is not built yet: its layout and translated title, and a plain
 * sentence saying it is not available yet — nothing that pretends to work.
 */
import { getTranslations } from 'next-intl/server';
import { Card, ScreenTitle } from '@/components/ui/card';
import type { RoutePath } from '@/lib/routes';
import { findRoute } from '@/lib/routes';

export async function ScreenPlaceholder({ path }: { path: RoutePath }) {
  const t = await getTranslations();
  const route = findRoute(path);
  return (
    <Card>
      <ScreenTitle>{t(`routes.${route!.titleKey}` as 'routes.order')}</ScreenTitle>
      <p className="text-grey-400">{t('common.notYetAvailable')}</p>
    </Card>
  );
}

/** Page metadata with the translated route title. */
export async function placeholderMetadata(path: RoutePath) {
  const t = await getTranslations();
  return { title: t(`routes.${findRoute(path)!.titleKey}` as 'routes.order') };
}
