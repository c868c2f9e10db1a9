import { LegalPage } from '@/components/marketing/legal-page';
import { privacyPage } from '@/content/legal';

export function PrivacyRoute() {
  return <LegalPage content={privacyPage} />;
}
