import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary:
    'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  light: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  outlineLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A link within the site: an anchor's attributes, with `to` for the address. */
export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & {
  to: string;
  className?: string;
};

type ButtonLinkProps = SiteLinkProps & { variant?: ButtonVariant };

/**
 * A router link to another page; a link to a section of this page (`#download`) stays a plain anchor, which
 * the browser scrolls to with or without scripts.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return to.startsWith('#') ? <a href={to} {...props} /> : <Link to={to} {...props} />;
}

/** A link styled as a button: navigation stays a link for assistive technology and crawlers. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return <SiteLink className={buttonClasses(variant, className)} {...props} />;
}

/** A button-styled link to another site: new tab, no window.opener, no referrer, and it says so. */
export function ExternalButtonLink({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses(variant, className)}>
      {children}
      <span className="sr-only">{' (opens in a new tab)'}</span>
    </a>
  );
}
