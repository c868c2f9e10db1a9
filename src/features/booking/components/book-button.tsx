import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button-link';
import { useHydrated } from '@/lib/use-hydrated';
import { visitor, visitUtm } from '@/lib/visit';
import { schedulingLink } from '../lib/scheduling-link';
import { loadWidget, openPopup, widgetReady } from '../lib/widget';

/**
 * Books a call at `schedulingUrl`. A real link to the scheduler (new tab), so it works before and without the
 * widget; once the widget has loaded, a click opens the popup instead.
 */
export function BookButton({
  schedulingUrl,
  source,
  variant = 'primary',
  className,
  children,
}: {
  schedulingUrl: string;
  source: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const href = schedulingLink(schedulingUrl, {
    source,
    utm: hydrated ? visitUtm() : {},
    visitor: hydrated ? visitor() : {},
  });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!widgetReady()) return; // The link opens the scheduler in a new tab.
    event.preventDefault();
    openPopup(href, event.currentTarget);
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onPointerEnter={() => void loadWidget()}
      onFocus={() => void loadWidget()}
      onClick={open}
      className={buttonClasses(variant, className)}
    >
      {children}
    </a>
  );
}
