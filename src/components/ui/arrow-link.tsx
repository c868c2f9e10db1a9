import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** An inline "Read more →" style link; the arrow is decoration, hidden from screen readers. */
export function ArrowLink({ children, className = '', ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={`inline-block font-semibold text-brand-700 underline-offset-4 hover:underline ${className}`}
      {...props}
    >
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}
