/** /billing-details (spec §2). Its behaviour comes with issue #3; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/billing-details');

export default function Page() {
  return <ScreenPlaceholder path="/billing-details" />;
}
