import { FOCUS_PATTERN } from './lead-fields.ts';
import { cleanPage } from './lead-origin.ts';

/**
 * Where a booked call came from, carried through the scheduler. Calendly keeps the scheduling link's five
 * `utm_*` parameters on the invitee (its webhook's `tracking`) and nothing else of ours, so the site puts its
 * own placement in `utm_content`: the booking page's source, a space, then the page the visit landed on
 * ("mvp /blog/pricing"). The visit's other four UTM values pass as they were (docs/decisions/0036-booked-calls.md).
 */
export function placementContent(source: string, landingPage: string | null | undefined): string {
  const page = cleanPage(landingPage);
  return page ? `${source} ${page}` : source;
}

/** The source and landing page a `utm_content` of placementContent holds; nulls for anything else. */
export function readPlacement(content: unknown): { focus: string | null; page: string | null } {
  if (typeof content !== 'string') return { focus: null, page: null };
  const [source = '', page = null] = content.trim().split(' ', 2);
  return { focus: FOCUS_PATTERN.test(source) ? source : null, page: cleanPage(page) };
}
