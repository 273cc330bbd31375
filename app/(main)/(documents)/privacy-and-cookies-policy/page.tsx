/** /privacy-and-cookies-policy (spec §2). Its behaviour comes with issue #5; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/privacy-and-cookies-policy');

export default function Page() {
  return <ScreenPlaceholder path="/privacy-and-cookies-policy" />;
}
