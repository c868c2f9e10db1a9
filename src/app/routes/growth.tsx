import { ServicePage } from '@/components/marketing/service-page';
import { servicePages } from '@/content/service-pages';

export function GrowthRoute() {
  return <ServicePage content={servicePages.growth} />;
}
