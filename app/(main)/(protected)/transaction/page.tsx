/** /transaction (spec §2). Its behaviour comes with issue #4; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/transaction');

export default function Page() {
  return <ScreenPlaceholder path="/transaction" />;
}
