import { SiteLink, type SiteLinkProps } from './button-link';

/**
 * An inline "Read more →" style link; a link back ("← Back to Blog") points the other way. The arrow is
 * decoration, hidden from screen readers.
 */
export function ArrowLink({
  children,
  className = '',
  back = false,
  ...props
}: SiteLinkProps & { back?: boolean }) {
  return (
    <SiteLink
      className={`inline-block font-semibold text-brand-700 underline-offset-4 hover:underline ${className}`}
      {...props}
    >
      {back ? (
        <>
          <span aria-hidden="true">←</span> {children}
        </>
      ) : (
        <>
          {children} <span aria-hidden="true">→</span>
        </>
      )}
    </SiteLink>
  );
}
