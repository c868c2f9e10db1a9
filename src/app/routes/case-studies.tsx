import { CtaBand } from '@/components/marketing/cta-band';
import { PageHero, SectionHeading } from '@/components/marketing/blocks';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { figureNotes } from '@/content/figures';
import { Seo } from '@/lib/seo';
import { promises } from '../../../supabase/functions/_shared/promises.ts';

export function Component() {
  return (
    <>
      <Seo
        title="Case Studies"
        description="How founders validated ideas in weeks, grew MRR 60% in eight weeks and closed a $2M seed round in six weeks with our help."
      />
      <PageHero kicker="Case studies" title="Results founders can take to the bank">
        <p>
          Three engagements, one from each of our services, with the numbers and what made the difference.
        </p>
      </PageHero>
      <Section labelledBy="studies-heading">
        <h2 id="studies-heading" className="sr-only">
          All case studies
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{study.service}</p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">{study.title}</h3>
              <p className="mt-3 text-slate-600">{study.summary}</p>
              <ArrowLink to={paths.caseStudies.study(study.slug)} className="mt-auto pt-6">
                Read the case study
                <span className="sr-only">: {study.title}</span>
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-we-count" tone="muted" labelledBy="how-we-count-heading">
        <SectionHeading
          id="how-we-count-heading"
          title="How we count our numbers"
          intro="The figures on our pages that do not come from one case study, and what each is based on."
        />
        <dl className="mt-8 space-y-6">
          {figureNotes.map((note) => (
            <div key={note.id} id={note.id} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm">
              <dt className="font-semibold text-slate-900">
                <span className="text-brand-700">{note.figure}</span> {note.title}
              </dt>
              <dd className="mt-2 text-slate-600">{note.basis}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBand
        heading="Want results like these?"
        action={{ label: `Book a Free ${promises.callMinutes}-Minute Call`, to: paths.bookCall() }}
      >
        <p>Tell us where you are stuck. We will tell you honestly whether we can help.</p>
      </CtaBand>
    </>
  );
}
