/**
 * /final-step (spec §2, §4, §5, §8), outside the main layout. Reads id and transaction.
 * - No id → /404 (spec §5), decided before anything streams, so the answer is a real 307. A loading.tsx here would
 *   wrap the whole page in a Suspense boundary and turn that redirect into a streamed client-side one.
 * - With an id, the full-screen spinner (spec §2) shows while components/final-step/final-step-screen.tsx loads
 *   the transaction and shows its outcome.
 */
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { FinalStepScreen } from '@/components/final-step/final-step-screen';
import { ScreenLoading } from '@/components/layout/screen-loading';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NOT_FOUND_PATH } from '@/lib/routes';

export const generateMetadata = routeMetadata('/final-step');

export default async function FinalStepPage({ searchParams }: QueryPageProps) {
  const query = await pageQueryOf(searchParams);
  const id = firstString(query.id)?.trim();
  if (!id) redirect(NOT_FOUND_PATH);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <FinalStepScreen id={id} token={firstString(query.transaction)} />
    </Suspense>
  );
}
