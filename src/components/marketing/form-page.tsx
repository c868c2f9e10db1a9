import type { ReactNode } from 'react';
import { PageHero } from '@/components/marketing/blocks';
import { Section } from '@/components/ui/section';

/** A page whose job is one form: the hero says what happens, then the form under a visually hidden heading. */
export function FormPage({
  kicker,
  title,
  intro,
  formHeading,
  children,
}: {
  kicker: string;
  title: string;
  intro: ReactNode;
  /** Names the form's section for screen-reader navigation. */
  formHeading: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero kicker={kicker} title={title}>
        {intro}
      </PageHero>
      <Section labelledBy="form-heading">
        <h2 id="form-heading" className="sr-only">
          {formHeading}
        </h2>
        <div className="max-w-3xl">{children}</div>
      </Section>
    </>
  );
}
