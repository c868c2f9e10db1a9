import { LegalPage } from '@/components/marketing/legal-page';
import { policiesPage } from '@/content/legal';

export function Component() {
  return <LegalPage content={policiesPage} />;
}
