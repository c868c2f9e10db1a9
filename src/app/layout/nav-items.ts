import { paths } from '@/config/paths';
import { services } from '@/content/services';

export type NavLink = { label: string; to: string };
export type NavItem =
  | { id: string; label: string; to: string; segments: readonly string[] }
  | { id: string; label: string; children: readonly NavLink[]; segments: readonly string[] };

const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

/** A link to each service's page (src/content/services.ts), for the menus. */
export const serviceLinks: readonly NavLink[] = services.map(({ title, to }) => ({ label: title, to }));

export const solutionLinks: readonly NavLink[] = [
  { label: 'All Solutions', to: paths.solutions },
  ...serviceLinks,
];

export const navItems: readonly NavItem[] = [
  { id: 'home', label: 'Home', to: paths.home, segments: [''] },
  {
    id: 'solutions',
    label: 'Solutions',
    children: solutionLinks,
    segments: solutionLinks.map((link) => firstSegment(link.to)),
  },
  { id: 'collective', label: 'Collective', to: paths.collective.home, segments: ['collective'] },
  { id: 'blog', label: 'Blog', to: paths.blog.list, segments: ['blog'] },
  { id: 'about', label: 'About', to: paths.about, segments: ['about'] },
];

/**
 * The nav item to highlight, chosen by the first segment of the path (docs/product/routes.md#navigation-bar).
 */
export function activeNavItemId(pathname: string): string | undefined {
  const segment = firstSegment(pathname);
  return navItems.find((item) => item.segments.includes(segment))?.id;
}

/**
 * How a link relates to the current path: `page` when it is the page itself, `section` when the path is
 * under the same first segment (`/collective/join` for Collective), else null. Menus highlight both.
 */
export function linkCurrency(pathname: string, to: string): 'page' | 'section' | null {
  if (pathname === to) return 'page';
  return firstSegment(pathname) === firstSegment(to) ? 'section' : null;
}
