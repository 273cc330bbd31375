/**
 * /privacy-and-cookies-policy (spec §2): the external privacy page named by config, fetched and sanitised on the server,
 * shown in the main layout; (documents) has no loading boundary, see its layout.tsx. Body and metadata:
 * components/public-pages/legal-document.tsx; fetching and caching: lib/legal/load.ts.
 */
import { LegalDocument, legalDocumentMetadata } from '@/components/public-pages/legal-document';

export const generateMetadata = () => legalDocumentMetadata('privacy');

export default function Page() {
  return <LegalDocument kind="privacy" />;
}
