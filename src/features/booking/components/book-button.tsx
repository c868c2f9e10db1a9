import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button-link';
import { useHydrated } from '@/lib/use-hydrated';
import { visitLandingPage, visitor, visitUtm } from '@/lib/visit';
import { schedulingLink } from '../lib/scheduling-link';
import { loadWidget, openPopup, widgetReady } from '../lib/widget';

/**
 * Books a call at `schedulingUrl`. A real link to the scheduler (new tab), so it works before the scripts and
 * without them; with them, a click opens the widget's popup once it has loaded, and when the widget cannot
 * be loaded (a failed load, or none within seconds) `onUnreachable` lets the page say so and offer another way.
 */
export function BookButton({
  schedulingUrl,
  source,
  onUnreachable,
  variant = 'primary',
  className,
  children,
}: {
  schedulingUrl: string;
  source: string;
  onUnreachable: () => void;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const href = schedulingLink(schedulingUrl, {
    source,
    utm: hydrated ? visitUtm() : {},
    landingPage: hydrated ? visitLandingPage() : undefined,
    visitor: hydrated ? visitor() : {},
  });
  const load = () =>
    void loadWidget().then((loaded) => {
      if (!loaded) onUnreachable();
    });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const opener = event.currentTarget;
    if (widgetReady()) openPopup(href, opener);
    else void loadWidget().then((loaded) => (loaded ? openPopup(href, opener) : onUnreachable()));
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onPointerEnter={load}
      onFocus={load}
      onClick={open}
      className={buttonClasses(variant, className)}
    >
      {children}
    </a>
  );
}
