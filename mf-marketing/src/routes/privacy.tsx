import { prefetchLegalDocument } from '../features/legal/api/legal-document';
import { LegalPage } from '../features/legal/components/legal-page';

/** The server fetches the text before it renders the page (see app.tsx's lazyPage). */
export const prefetch = prefetchLegalDocument('privacy');

/** /privacy: the Privacy Policy (the footer's link, and the waitlist form's). */
export default function PrivacyRoute() {
  return <LegalPage id="privacy" />;
}
