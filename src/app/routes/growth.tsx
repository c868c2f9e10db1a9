import { ServicePage } from '@/components/marketing/service-page';
import { growthPage } from '@/content/services';

export function GrowthRoute() {
  return <ServicePage content={growthPage} />;
}
