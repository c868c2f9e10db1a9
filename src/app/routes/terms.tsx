import { LegalPage } from '@/components/marketing/legal-page';
import { termsPage } from '@/content/legal';

export function Component() {
  return <LegalPage content={termsPage} />;
}
