import type { ReactNode } from 'react';
import { ServicePicture, type ServicePictureKind } from '@/components/illustrations/service-picture';
import { CtaBand } from '@/components/marketing/cta-band';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import type { FreeToolId } from '@/content/free-tools';
import { Seo } from '@/lib/seo';
import {
  CardGrid,
  CheckList,
  PageHero,
  SectionHeading,
  StepList,
  type Action,
  type Card,
  type Step,
} from './blocks';
import { FreeToolPanel } from './free-tools';

type SectionBase = {
  /** The section's anchor (its id in the page), e.g. `how-it-works`. */
  anchor: string;
  title: string;
  intro?: string;
  action?: Action;
};

export type ServiceSection = SectionBase &
  (
    | { kind: 'cards'; cards: readonly Card[]; columns?: 2 | 3 | 4 }
    | { kind: 'fit'; perfectFor: readonly string[]; notFor: readonly string[] }
    | { kind: 'steps'; steps: readonly Step[] }
    | { kind: 'checklist'; items: readonly string[] }
    | { kind: 'prose'; paragraphs: readonly string[]; cards?: readonly Card[] }
    | { kind: 'preview'; parts: readonly { title: string; lines: readonly string[] }[] }
  );

export type ServicePageContent = {
  seo: { title: string; description: string };
  hero: {
    kicker: string;
    title: string;
    paragraphs: readonly string[];
    actions: readonly Action[];
    picture: ServicePictureKind;
  };
  sections: readonly ServiceSection[];
  /** The free tool that fits the service, offered before the closing call to action. */
  freeTool: FreeToolId;
  cta: { heading: string; text: string; action: Action; secondary?: Action };
};

type Tone = 'white' | 'muted';

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'cards':
      return <CardGrid cards={section.cards} columns={section.columns} />;
    case 'fit':
      return (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-emerald-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">Perfect for</h3>
            <CheckList items={section.perfectFor} />
          </div>
          <div className="rounded-2xl border border-rose-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">Not for</h3>
            <CheckList items={section.notFor} tone="no" />
          </div>
        </div>
      );
    case 'steps':
      return (
        <>
          <StepList steps={section.steps} />
          <p className="mt-8">
            <ArrowLink to={paths.howEngagementsWork}>
              How engagements work: scope, price and payment
            </ArrowLink>
          </p>
        </>
      );
    case 'checklist':
      return (
        <ol className="mt-8 grid gap-4 sm:grid-cols-2">
          {section.items.map((item, index) => (
            <li key={item} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <span className="text-slate-800">{item}</span>
            </li>
          ))}
        </ol>
      );
    case 'prose':
      return (
        <>
          <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-600">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.cards && <CardGrid cards={section.cards} />}
        </>
      );
    case 'preview':
      return (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {section.parts.map((part) => (
            <div key={part.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{part.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-600">
                {part.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
  }
}

/**
 * One service page (strategy, MVP validation, revenue growth) from its content: every section in order,
 * alternating backgrounds, then `proof` (the page's testimonials, from the database: nothing when there are
 * none), the free tool that fits, and the closing call to action.
 */
export function ServicePage({
  content,
  proof,
}: {
  content: ServicePageContent;
  /** The page's testimonials, given the background that continues the alternation. */
  proof?: (tone: Tone) => ReactNode;
}) {
  const proofTone: Tone = content.sections.length % 2 ? 'white' : 'muted';
  return (
    <>
      <Seo title={content.seo.title} description={content.seo.description} />
      <PageHero
        kicker={content.hero.kicker}
        title={content.hero.title}
        actions={content.hero.actions}
        picture={<ServicePicture kind={content.hero.picture} />}
      >
        {content.hero.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>
      {content.sections.map((section, index) => {
        const headingId = `${section.anchor}-heading`;
        const body = (
          <>
            <SectionHeading id={headingId} title={section.title} intro={section.intro} />
            <SectionBody section={section} />
            {section.action && (
              <ButtonLink to={section.action.to} className="mt-10">
                {section.action.label}
              </ButtonLink>
            )}
          </>
        );
        return (
          <Section
            key={section.anchor}
            id={section.anchor}
            labelledBy={headingId}
            tone={index % 2 ? 'white' : 'muted'}
          >
            {body}
          </Section>
        );
      })}
      {proof?.(proofTone)}
      <Section labelledBy="free-tool-heading" tone={proofTone === 'white' ? 'muted' : 'white'}>
        <FreeToolPanel tool={content.freeTool} headingId="free-tool-heading" />
      </Section>
      <CtaBand heading={content.cta.heading} action={content.cta.action} secondary={content.cta.secondary}>
        <p>{content.cta.text}</p>
      </CtaBand>
    </>
  );
}
