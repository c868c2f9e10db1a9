import { ServicePage } from '@/components/marketing/service-page';
import { servicePages } from '@/content/service-pages';
import type { ServiceId } from '@/content/services';
import { TestimonialsSection } from '@/features/proof/components/testimonials';
import { proofPage } from '@/features/proof/data-pages';

/**
 * A service's page module (src/app/routes/strategy.tsx and its siblings): its content, with the
 * testimonials the owner shows on it, prerendered with them.
 */
export function serviceRoute(id: ServiceId) {
  const proof = proofPage(id);
  function Component() {
    const shown = proof.useContent();
    return (
      <ServicePage
        content={servicePages[id]}
        proof={(tone) => <TestimonialsSection testimonials={shown?.testimonials ?? []} tone={tone} />}
      />
    );
  }
  return { loader: proof.loader, Component };
}
