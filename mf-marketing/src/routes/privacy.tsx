import { LegalPage } from '../features/legal/components/legal-page';

/** /privacy: the Privacy Policy (the footer's link, and the waitlist form's). */
export default function PrivacyRoute() {
  return <LegalPage id="privacy" />;
}
