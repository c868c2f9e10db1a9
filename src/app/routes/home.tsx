import { OfferPicture } from '@/components/illustrations/offer-picture';
import { FigureSourceLink, SectionHeading } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { FreeToolCards } from '@/components/marketing/free-tools';
import { ArrowLink } from '@/components/ui/arrow-link';
import { SolutionCards } from '@/components/marketing/solution-cards';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { figureCard } from '@/content/figures';
import { serviceCount, services } from '@/content/services';
import { ClientLogoRow } from '@/features/proof/components/client-logos';
import { TestimonialsSection } from '@/features/proof/components/testimonials';
import { proofPage } from '@/features/proof/data-pages';
import { Seo } from '@/lib/seo';
import { freeCall, promises } from '../../../supabase/functions/_shared/promises.ts';
import { PLAYBOOK_NAME } from '../../../supabase/functions/_shared/site-links.ts';

const steps = [
  {
    title: `A ${freeCall}`,
    text: 'Tell us where you are stuck. We ask the uncomfortable questions and tell you honestly whether we can help.',
  },
  {
    title: 'A plan you can act on',
    text: `Within ${promises.callSummaryHours} hours of the call you have the next step in writing: the bottleneck that matters most and the experiments that test it.`,
  },
  {
    title: 'Build, test, learn',
    text: 'We prototype with no-code tools, put it in front of real users and double down on what the numbers support.',
  },
] as const;

const results = (['mvpsValidated', 'revenueIn90Days', 'mvpInWeeks', 'clearerFounders'] as const).map(
  figureCard,
);

const proof = proofPage('home');
export const { loader } = proof;

export function Component() {
  const shown = proof.useContent();
  return (
    <>
      <Seo
        title={`${site.name}: startup strategy, no-code MVPs and growth`}
        description={`Founder-focused advisory and no-code MVP studio. Validate your idea in weeks, fix your revenue model and get a first roadmap within ${promises.firstRoadmapHours} hours of a ${freeCall}.`}
      />

      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
        {/* 3 : 2 gives the heading 624 px at 1280: three lines in the brand face and in its fallback alike
            (at 7 : 5, 607 px, the brand face left "for." alone on a fourth line and the fallback did not). */}
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 lg:py-20">
          <div>
            {/* One line at 390 px in the brand face and in its fallback alike: wrapping in one and not the
                other moved the hero when the face arrived after the paint. */}
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">
              Startup advisory &amp; no-code MVP studio
            </p>
            <h1
              id="hero-heading"
              className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              Stop guessing. Build what your customers will pay for.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
              We help early-stage founders validate ideas, ship scrappy MVPs without a dev team and turn users
              into revenue, with a plan you can start on this week.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink to={paths.bookCall()}>Book a Free {promises.callMinutes}-Minute Call</ButtonLink>
              <ButtonLink to={paths.growthPlaybook} variant="secondary">
                Get the {PLAYBOOK_NAME}
              </ButtonLink>
            </div>
            <ClientLogoRow logos={shown?.clientLogos ?? []} className="mt-10" />
          </div>
          <OfferPicture className="mx-auto max-w-md lg:max-w-none" />
        </div>
      </section>

      <Section labelledBy="solutions-heading">
        <SectionHeading id="solutions-heading" title={`${serviceCount.capital} ways we help you grow`} />
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Start where your startup hurts most. Every engagement begins with the same free call.
        </p>
        <div className="mt-10">
          <SolutionCards solutions={services} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="how-heading">
        <SectionHeading id="how-heading" title="How working with us works" />
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <TestimonialsSection testimonials={shown?.testimonials ?? []} />

      <Section tone="muted" labelledBy="results-heading">
        <SectionHeading id="results-heading" title="Results founders can take to the bank" />
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {results.map((result) => (
            // The figure first on screen (the term stays first for screen readers, as a definition list reads).
            <div key={result.title} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <dt className="mt-1 text-slate-600">
                <span className="font-semibold text-slate-900">{result.title}</span>: {result.text}
              </dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700">
                {result.figure}
              </dd>
              <dd className="mt-auto">
                <FigureSourceLink source={result.source} about={result.title} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8">
          <ArrowLink to={paths.caseStudies.list}>Read the case studies</ArrowLink>
        </p>
      </Section>

      <Section labelledBy="free-tools-heading">
        <SectionHeading
          id="free-tools-heading"
          title="Start free, today"
          intro="Not ready for a call? These cost nothing and need no account."
        />
        <FreeToolCards />
      </Section>

      <CtaBand
        heading={`${promises.callMinutes} minutes could save you six months`}
        action={{ label: 'Book Your Free Call', to: paths.bookCall() }}
        secondary={{ label: `Get the ${PLAYBOOK_NAME}`, to: paths.growthPlaybook }}
      >
        <p>No pitch deck needed. Bring the problem you keep circling; leave with the next step.</p>
      </CtaBand>
    </>
  );
}
