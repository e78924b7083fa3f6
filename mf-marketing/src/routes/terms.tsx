import { LegalPage } from '../features/legal/components/legal-page';

/** /terms: the Terms of Service (the footer's link, and the Early Bird checkout's). */
export default function TermsRoute() {
  return <LegalPage id="terms" />;
}
