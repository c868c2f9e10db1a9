import { PageHero, SectionHeading } from '@/components/marketing/blocks';
import { TeamList } from '@/components/people/team-list';
import { CtaBand } from '@/components/marketing/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { serviceCount, services } from '@/content/services';
import { team } from '@/content/team';
import { Seo } from '@/lib/seo';
import { promises } from '../../../supabase/functions/_shared/promises.ts';

const principles = [
  {
    title: 'Evidence over opinions',
    text: 'Every recommendation comes with the experiment that would prove it wrong. If the data disagrees with us, the data wins.',
  },
  {
    title: 'Scrappy before scalable',
    text: 'No-code tools and automation get an idea in front of users in days. Custom code is for what has already earned it.',
  },
  {
    title: 'Revenue is a feature',
    text: 'Pricing and retention are designed in from the first prototype, not bolted on after the seed round.',
  },
  {
    title: 'Straight talk',
    text: 'We tell founders when an idea is not ready, and we say so early, while changing course is still cheap.',
  },
] as const;

export function Component() {
  return (
    <>
      <Seo
        title="About"
        description={`${site.name} is a startup advisory and no-code MVP studio. We help early-stage founders validate ideas, build MVPs and grow revenue with evidence, not guesswork.`}
      />

      <PageHero kicker="About us" title={`About ${site.name}`}>
        <p>
          We are operators, product strategists and no-code builders who have launched, grown and occasionally
          buried startups of our own. We started {site.name} to give first-time founders the honest, hands-on
          help we wish we had had.
        </p>
      </PageHero>

      <Section labelledBy="people-heading">
        <SectionHeading
          id="people-heading"
          title="The people you work with"
          intro="Senior people on every engagement: the person on your first call stays on your project."
        />
        <div className="mt-10">
          <TeamList people={team} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="story-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" title="Why we exist" />
            <p className="mt-4 text-lg text-slate-600">
              Most startups do not fail for lack of effort. They fail because months go into building
              something nobody asked for, or because a product people love never finds a way to pay for
              itself.
            </p>
            <p className="mt-4 text-lg text-slate-600">
              Both problems are cheap to catch early and painfully expensive to catch late. So we work at the
              beginning: sharpening the strategy, testing demand with no-code MVPs and fixing the revenue
              model before the runway gets short.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">What we do</h3>
            <p className="mt-3 text-slate-600">
              {serviceCount.capital} services that follow a startup from idea to traction:
            </p>
            <ul className="mt-5 space-y-4">
              {services.map((service) => (
                <li key={service.id}>
                  <ArrowLink to={service.to}>{service.title}</ArrowLink>
                  <p className="mt-1 text-slate-600">{service.summary}</p>
                </li>
              ))}
            </ul>
            <ArrowLink to={paths.solutions} className="mt-6">
              Explore our solutions
            </ArrowLink>
          </div>
        </div>
      </Section>

      <Section labelledBy="principles-heading">
        <SectionHeading id="principles-heading" title="How we work" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 text-slate-600">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="proof-heading">
        <SectionHeading id="proof-heading" title="The work speaks first" />
        <p className="mt-4 max-w-3xl text-lg text-slate-600">
          From a validation sprint that saved a team six months of building to a pricing change that grew MRR
          by 60% in eight weeks, our case studies show what the process looks like with real numbers.
        </p>
        <ArrowLink to={paths.caseStudies.list} className="mt-6">
          Read the case studies
        </ArrowLink>
      </Section>

      <CtaBand
        heading="Let's see if we are a fit"
        action={{ label: `Book a Free ${promises.callMinutes}-Minute Call`, to: paths.bookCall() }}
      >
        <p>One conversation, no obligation. If we cannot help, we will tell you who can.</p>
      </CtaBand>
    </>
  );
}
