import { paths } from '@/config/paths';

export type NavLink = { label: string; to: string };
export type NavItem =
  | { id: string; label: string; to: string; segments: readonly string[] }
  | { id: string; label: string; children: readonly NavLink[]; segments: readonly string[] };

export const solutionLinks: readonly NavLink[] = [
  { label: 'All Solutions', to: paths.solutions },
  { label: 'Strategy & Roadmap', to: paths.strategy },
  { label: 'MVP Validation', to: paths.mvp },
  { label: 'Revenue Growth', to: paths.growth },
];

export const navItems: readonly NavItem[] = [
  { id: 'home', label: 'Home', to: paths.home, segments: [''] },
  {
    id: 'solutions',
    label: 'Solutions',
    children: solutionLinks,
    segments: ['solutions', 'strategy', 'mvp', 'growth'],
  },
  { id: 'collective', label: 'Collective', to: paths.collective.home, segments: ['collective'] },
  { id: 'blog', label: 'Blog', to: paths.blog.list, segments: ['blog'] },
  { id: 'about', label: 'About', to: paths.about, segments: ['about'] },
];

/**
 * The nav item to highlight, chosen by the first segment of the path (docs/product/routes.md#navigation-bar).
 */
export function activeNavItemId(pathname: string): string | undefined {
  const firstSegment = pathname.split('/')[1] ?? '';
  return navItems.find((item) => item.segments.includes(firstSegment))?.id;
}
