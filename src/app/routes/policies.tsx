import { LegalPage } from '@/components/marketing/legal-page';
import { policiesPage } from '@/content/legal';

export function PoliciesRoute() {
  return <LegalPage content={policiesPage} />;
}
