import { ServicePage } from '@/components/marketing/service-page';
import { strategyPage } from '@/content/services';

export function StrategyRoute() {
  return <ServicePage content={strategyPage} />;
}
