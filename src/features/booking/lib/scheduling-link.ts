import type { Utm, Visitor } from '@/lib/visit';

/**
 * The scheduling URL with what the service can use: the visit's UTM parameters, the booking `source` as
 * utm_content (the site's own placement of the link; it replaces a visit's utm_content) and the visitor's
 * name and email to prefill its form.
 */
export function schedulingLink(
  baseUrl: string,
  options: { source: string; utm: Utm; visitor: Visitor },
): string {
  const url = new URL(baseUrl);
  for (const [key, value] of Object.entries(options.utm)) if (value) url.searchParams.set(key, value);
  url.searchParams.set('utm_content', options.source);
  if (options.visitor.name) url.searchParams.set('name', options.visitor.name);
  if (options.visitor.email) url.searchParams.set('email', options.visitor.email);
  return url.toString();
}
