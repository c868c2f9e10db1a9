import { ActionPanel, CardGrid, PageHero, SectionHeading, StepList } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { ExpertsSection } from '@/features/proof/components/experts';
import { TestimonialsSection } from '@/features/proof/components/testimonials';
import { proofPage } from '@/features/proof/data-pages';
import { Seo } from '@/lib/seo';
import { freeCall, promises } from '../../../supabase/functions/_shared/promises.ts';

const expertise = [
  {
    title: 'Product strategy',
    text: 'Former heads of product who turn a fuzzy vision into a roadmap a team can ship against.',
  },
  {
    title: 'Go-to-market and growth',
    text: 'Operators who found the first hundred customers for B2B and consumer products, more than once.',
  },
  {
    title: 'No-code MVPs',
    text: 'Builders who put a working product in front of users in days with Bubble, Webflow, Airtable and friends.',
  },
  {
    title: 'Revenue and pricing',
    text: 'Pricing and monetization specialists who find the revenue already hiding in your product.',
  },
  {
    title: 'Scaling operations',
    text: 'People who have built the processes, hiring plans and tooling a startup needs after product-market fit.',
  },
  {
    title: 'Fundraising readiness',
    text: 'Founders and angels who know what a seed investor wants to see, and how to show it honestly.',
  },
] as const;

const steps = [
  {
    label: 'Step 1',
    title: 'Tell us the challenge',
    text: `A short form: what you need, when, and roughly what budget. We reply within ${promises.replyHours} hours.`,
  },
  {
    label: 'Step 2',
    title: 'Meet your match',
    text: 'We introduce one or two experts who have solved this exact problem before.',
  },
  {
    label: 'Step 3',
    title: 'Agree the scope',
    text: 'A fixed scope and outcome, from a two-week sprint to an ongoing advisory role.',
  },
  {
    label: 'Step 4',
    title: 'Ship the work',
    text: 'We stay involved: every engagement has a studio lead who keeps it on track.',
  },
] as const;

const proof = proofPage('collective');
export const { loader } = proof;

export function Component() {
  const shown = proof.useContent();
  return (
    <>
      <Seo
        title="The Collective: an Invite-Only Expert Network"
        description="The Collective is our invite-only network of vetted startup operators, strategists and no-code builders. Work with them on your startup, or apply to join."
      />
      <PageHero
        kicker="The Collective"
        title="Senior startup experts, on demand"
        actions={[
          { label: 'Work With the Collective', to: paths.collective.founderInquiry },
          { label: 'Apply to Join', to: paths.collective.expertApplication },
        ]}
      >
        <p>
          The Collective is an invite-only network of operators, strategists and no-code builders who have
          done it before. We match founders with the right expert for the problem at hand, for a sprint or for
          the long run.
        </p>
      </PageHero>

      <Section labelledBy="expertise-heading">
        <SectionHeading
          id="expertise-heading"
          title="What our experts do"
          intro="Every member is vetted by the studio and works alongside our team, so you get senior help without a senior hire."
        />
        <CardGrid cards={expertise} />
        <ArrowLink to={paths.solutions} className="mt-8">
          See how the Collective fits our solutions
        </ArrowLink>
      </Section>

      <ExpertsSection experts={shown?.experts ?? []} />

      <Section labelledBy="how-heading">
        <SectionHeading id="how-heading" title="How working with the Collective works" />
        <StepList steps={steps} />
      </Section>

      <TestimonialsSection
        testimonials={shown?.testimonials ?? []}
        title="What founders say about their experts"
        tone="muted"
      />

      <Section labelledBy="join-heading">
        <ActionPanel
          id="join-heading"
          title="Are you an expert?"
          intro={`We invite operators who have built, grown or scaled startups and who like teaching as much as doing. Membership is by application; we review applications ${promises.reviewCadence}.`}
          action={{ label: 'Apply to Join the Collective', to: paths.collective.expertApplication }}
          variant="secondary"
        />
      </Section>

      <CtaBand
        heading="Not sure what you need yet?"
        action={{ label: 'Book a Free Call', to: paths.bookCall({ source: 'collective' }) }}
        secondary={{ label: 'Work With the Collective', to: paths.collective.founderInquiry }}
      >
        <p>In a {freeCall} we work out whether an expert, the studio or neither is the right next step.</p>
      </CtaBand>
    </>
  );
}
