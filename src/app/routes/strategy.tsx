import { ServicePage } from '@/components/marketing/service-page';
import { servicePages } from '@/content/service-pages';

export function StrategyRoute() {
  return <ServicePage content={servicePages.strategy} />;
}
