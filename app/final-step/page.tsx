/** /final-step (spec §2), outside the main layout. Its behaviour comes with issue #3. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/final-step');

export default function Page() {
  return (
    <main className="flex min-h-dvh flex-col justify-center py-6">
      <ScreenPlaceholder path="/final-step" />
    </main>
  );
}
