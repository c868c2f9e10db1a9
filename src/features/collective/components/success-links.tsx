import { ArrowLink } from '@/components/ui/arrow-link';
import { paths } from '@/config/paths';

/** Where both Collective confirmations send the visitor next (docs/product/forms.md). */
export function SuccessLinks() {
  return (
    <div className="mt-6 flex flex-wrap gap-6">
      <ArrowLink to={paths.collective.home} back>
        Back to the Collective
      </ArrowLink>
      <ArrowLink to={paths.home}>Go to the home page</ArrowLink>
    </div>
  );
}
