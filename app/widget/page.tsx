/** /widget (spec §2), outside the main layout. Its behaviour comes with issue #5. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/widget');

export default function Page() {
  return (
    <main className="flex min-h-dvh flex-col justify-center py-6">
      <ScreenPlaceholder path="/widget" />
    </main>
  );
}
