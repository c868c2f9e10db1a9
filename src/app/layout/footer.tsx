import { Link } from 'react-router';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { ButtonLink } from '@/components/ui/button-link';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { freeTools } from '@/content/free-tools';
import { isAnalyticsEnabled } from '@/lib/analytics';
import { serviceLinks, type NavLink } from './nav-items';

const footerColumns: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'Links',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Solutions', to: paths.solutions },
      { label: 'Blog', to: paths.blog.list },
      { label: 'Collective', to: paths.collective.home },
      { label: 'Contact', to: paths.bookCall() },
    ],
  },
  {
    heading: 'Solutions',
    links: [...serviceLinks, { label: 'Book a Call', to: paths.bookCall() }],
  },
  {
    heading: 'Free tools',
    links: Object.values(freeTools).map((tool) => ({ label: tool.name, to: tool.to })),
  },
];

const legalLinks: readonly NavLink[] = [
  { label: 'Policies', to: paths.policies },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

const footerLink =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        <div className="md:col-span-3 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-7" />
            {site.name}
          </p>
          <p className="mt-4 max-w-md">{site.tagline}</p>
          <ul className="mt-6 space-y-2">
            <li>
              <a className={footerLink} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
            <li>
              <a className={footerLink} href={telHref(site.phone)}>
                {site.phone}
              </a>
            </li>
          </ul>
          <ButtonLink to={paths.bookCall()} variant="light" className="mt-6">
            Get In Touch
          </ButtonLink>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading.toLowerCase()}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link className={footerLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name}. All rights
            reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link className={footerLink} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            {isAnalyticsEnabled() && (
              <li>
                <CookieSettingsButton className={`${footerLink} cursor-pointer`} />
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
