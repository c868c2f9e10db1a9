import { PageHero, type Card, SectionHeading } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { HowEngagementsWork } from '@/components/marketing/how-engagements-work';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { serviceCount, services } from '@/content/services';
import { Seo } from '@/lib/seo';
import { freeCall, promises } from '../../../supabase/functions/_shared/promises.ts';

const moreWays: readonly (Card & { action: { label: string; to: string } })[] = [
  {
    title: 'Product strategy case study',
    text: 'How one priority instead of ten grew a SaaS team’s MRR by 60% in eight weeks.',
    action: { label: 'Read the case study', to: paths.caseStudies.productStrategy },
  },
  {
    title: 'Funding readiness case study',
    text: 'The pricing fix and investor story behind a $2M seed round closed in six weeks.',
    action: { label: 'Read the case study', to: paths.caseStudies.fundingReadiness },
  },
  {
    title: 'Go-to-market planning',
    text: 'Pick the first channel, message and audience that can carry your launch.',
    action: { label: 'Talk go-to-market', to: paths.bookCall({ source: 'gtm' }) },
  },
  {
    title: 'Scaling operations',
    text: 'Automate the work that stops founders from working on the business.',
    action: { label: 'Talk scaling', to: paths.bookCall({ source: 'scaling' }) },
  },
];

export function Component() {
  return (
    <>
      <Seo
        title="Solutions"
        description={`Strategy and roadmaps, MVP validation and revenue growth for early-stage founders. Every engagement starts with a ${freeCall}.`}
      />
      <PageHero
        kicker="Solutions"
        title="Help for every stage, from idea to revenue"
        actions={[
          { label: 'Book a Free Call', to: paths.bookCall() },
          { label: 'Take the Growth Diagnostic', to: paths.growthDiagnostic },
        ]}
      >
        <p>
          Not sure where to start? Take the 7-question growth diagnostic for a recommendation in two minutes,
          or pick the service that matches where your startup hurts most.
        </p>
      </PageHero>

      <Section labelledBy="services-heading">
        <SectionHeading id="services-heading" title={`Our ${serviceCount.lower} services`} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-3 text-slate-600">{service.summary}</p>
              <div className="mt-auto flex flex-wrap items-center gap-4 pt-6">
                <ButtonLink to={paths.bookCall({ source: service.pitch.source })}>
                  Book a call<span className="sr-only"> about {service.title}</span>
                </ButtonLink>
                <ArrowLink to={service.to}>
                  Learn more<span className="sr-only"> about {service.title}</span>
                </ArrowLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="more-ways-heading">
        <SectionHeading id="more-ways-heading" title="More ways we help" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {moreWays.map((way) => (
            <li key={way.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{way.title}</h3>
              <p className="mt-2 text-slate-600">{way.text}</p>
              <ArrowLink to={way.action.to} className="mt-auto pt-5">
                {way.action.label}
                <span className="sr-only">: {way.title}</span>
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>

      <HowEngagementsWork />

      <CtaBand
        heading="Not sure which one fits?"
        action={{ label: `Book a Free ${promises.callMinutes}-Minute Call`, to: paths.bookCall() }}
        secondary={{ label: 'Take the Growth Diagnostic', to: paths.growthDiagnostic }}
      >
        <p>Tell us where you are. We will point you to the fastest way forward, even if it is not us.</p>
      </CtaBand>
    </>
  );
}
