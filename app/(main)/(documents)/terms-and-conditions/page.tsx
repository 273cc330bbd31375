/** /terms-and-conditions (spec §2). Its behaviour comes with issue #5; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/terms-and-conditions');

export default function Page() {
  return <ScreenPlaceholder path="/terms-and-conditions" />;
}
