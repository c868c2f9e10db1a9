import { ServicePage } from '@/components/marketing/service-page';
import { servicePages } from '@/content/service-pages';

export function Component() {
  return <ServicePage content={servicePages.mvp} />;
}
