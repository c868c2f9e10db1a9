import { ButtonLink, ExternalButtonLink, type ButtonVariant } from '@/components/ui/button-link';
import type { Mvp } from '../api/mvps';
import { mvpAction } from '../lib/catalogue';

/**
 * The MVP's main button (docs/product/content.md#the-mvp-catalogue): beta access, the live product in a new
 * tab, or its details.
 */
export function MvpActionLink({
  mvp,
  variant,
  className,
}: {
  mvp: Pick<Mvp, 'slug' | 'status' | 'liveUrl' | 'title'>;
  variant?: ButtonVariant;
  className?: string;
}) {
  const action = mvpAction(mvp);
  if (action.kind === 'live') {
    return (
      <ExternalButtonLink href={action.href} variant={variant} className={className}>
        {action.label}
      </ExternalButtonLink>
    );
  }
  return (
    <ButtonLink to={action.href} variant={variant} className={className}>
      {action.label}
    </ButtonLink>
  );
}
