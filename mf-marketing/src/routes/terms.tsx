import { prefetchLegalDocument } from '../features/legal/api/legal-document';
import { LegalPage } from '../features/legal/components/legal-page';

/** The server fetches the text before it renders the page (see app.tsx's lazyPage). */
export const prefetch = prefetchLegalDocument('terms');

/** /terms: the Terms of Service (the footer's link, and the Early Bird checkout's). */
export default function TermsRoute() {
  return <LegalPage id="terms" />;
}
