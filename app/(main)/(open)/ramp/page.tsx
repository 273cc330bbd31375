/** /ramp (spec §2). Its behaviour comes with issue #3; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/ramp');

export default function Page() {
  return <ScreenPlaceholder path="/ramp" />;
}
