import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

type CtaBandProps = {
  heading: string;
  children: ReactNode;
  action: { label: string; to: string };
  secondary?: { label: string; to: string };
};

/** The closing call to action most pages end with. */
export function CtaBand({ heading, children, action, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={action.to} variant="light">
            {action.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
