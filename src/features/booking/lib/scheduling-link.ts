import type { Utm, Visitor } from '@/lib/visit';
import { placementContent } from '../../../../supabase/functions/_shared/booking-placement.ts';

/**
 * The scheduling URL with what the service can use: the visit's UTM parameters, the site's own placement
 * as utm_content (the booking `source` and the page the visit landed on; it replaces a visit's utm_content,
 * and comes back in the scheduler's webhook) and the visitor's name and email to prefill its form.
 */
export function schedulingLink(
  baseUrl: string,
  options: { source: string; utm: Utm; landingPage?: string; visitor: Visitor },
): string {
  const url = new URL(baseUrl);
  for (const [key, value] of Object.entries(options.utm)) if (value) url.searchParams.set(key, value);
  url.searchParams.set('utm_content', placementContent(options.source, options.landingPage));
  if (options.visitor.name) url.searchParams.set('name', options.visitor.name);
  if (options.visitor.email) url.searchParams.set('email', options.visitor.email);
  return url.toString();
}
