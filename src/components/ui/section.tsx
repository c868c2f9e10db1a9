import type { ReactNode } from 'react';

type SectionProps = {
  id?: string;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  tone?: 'white' | 'muted' | 'brand';
  className?: string;
  children: ReactNode;
};

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-800 text-white',
} as const;

/** A full-width band of a page with the site's standard content width and spacing. */
export function Section({ id, labelledBy, tone = 'white', className = '', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">{children}</div>
    </section>
  );
}
