import { LegalPage } from '@/components/marketing/legal-page';
import { termsPage } from '@/content/legal';

export function TermsRoute() {
  return <LegalPage content={termsPage} />;
}
