/** /security/history (spec §2). Its behaviour comes with issue profile/security; until then: layout and translated title. */
import { ScreenPlaceholder, placeholderMetadata } from '@/components/layout/screen-placeholder';

export const generateMetadata = () => placeholderMetadata('/security/history');

export default function Page() {
  return <ScreenPlaceholder path="/security/history" />;
}
