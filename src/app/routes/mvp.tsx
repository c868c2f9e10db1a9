import { ServicePage } from '@/components/marketing/service-page';
import { mvpPage } from '@/content/services';

export function MvpRoute() {
  return <ServicePage content={mvpPage} />;
}
