import { LegalPage } from '@/components/marketing/legal-page';
import { privacyPage } from '@/content/legal';

export function Component() {
  return <LegalPage content={privacyPage} />;
}
