import { ActionPanel, CardGrid, PageHero, SectionHeading } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { FeaturedMvps } from '@/features/labs/components/featured-mvps';
import { mvpListPage } from '@/features/labs/data-pages';
import { Seo } from '@/lib/seo';
import { promises } from '../../../supabase/functions/_shared/promises.ts';

const principles = [
  {
    title: 'Experimental',
    text: 'Every MVP starts as a question about a real problem. We ship to learn, and we publish what we learn.',
  },
  {
    title: 'Rapid',
    text: 'No-code tools and automation get a working product in front of users in days, not quarters.',
  },
  {
    title: 'Creative',
    text: 'Ideas come from our team and from founders like you. The best ones get built, free of charge.',
  },
] as const;

const stats = [
  { figure: '10+', title: 'MVPs in the pipeline', text: 'Built and tested in public.' },
  { figure: '30', title: 'Days of building', text: 'From idea to first users.' },
  { figure: '100%', title: 'Open source', text: 'Learn from every build.' },
] as const;

/** The featured MVPs come from the catalogue's rows, so the landing page never contradicts them. */
export const { loader } = mvpListPage;

export function Component() {
  return (
    <>
      <Seo
        title="Labs: Experimental No-Code MVPs"
        description="Labs is where we build experimental MVPs in public with no-code tools. Try live products, join a beta, or submit your own startup idea to be built free of charge."
      />
      <PageHero
        kicker="Labs"
        title="Where startup ideas become MVPs in weeks"
        actions={[
          { label: 'See Live MVPs', to: paths.labs.mvps },
          { label: 'Get Early Access', to: paths.labs.earlyAccess },
        ]}
      >
        <p>
          Labs is our in-house studio for experiments. We build no-code MVPs in public, put them in front of
          real users and share what works, so founders can learn from every build.
        </p>
      </PageHero>

      <Section id="what-is-labs" labelledBy="what-is-labs-heading">
        <SectionHeading
          id="what-is-labs-heading"
          title="What is Labs?"
          intro="A place to test ideas fast and cheaply, before anyone writes a line of custom code."
        />
        <CardGrid cards={principles} />
      </Section>

      <Section id="how-it-works" tone="muted" labelledBy="builds-heading">
        <SectionHeading
          id="builds-heading"
          title="Live MVP builds"
          intro="Products we are building right now, straight from the catalogue. Try them, and tell us what breaks."
        />
        <mvpListPage.Content loading={<LoadingState label="Loading MVPs..." />}>
          {(list) => <FeaturedMvps list={list} />}
        </mvpListPage.Content>
        <ArrowLink to={paths.labs.mvps} className="mt-10">
          See all Labs MVPs
        </ArrowLink>
      </Section>

      <Section labelledBy="submit-heading">
        <ActionPanel
          id="submit-heading"
          title="Have an idea? Let us build it with you"
          intro={`Send us the problem and your solution. If we pick it, we build and test the MVP with you free of charge. We review every idea within ${promises.ideaReplyBusinessDays} business days.`}
          action={{ label: 'Submit Your Idea', to: paths.labs.submitIdea }}
        />
      </Section>

      {/* The stats strip waits for numbers we can stand behind (docs/product/routes.md: present but hidden). */}
      <Section tone="muted" labelledBy="stats-heading" className="hidden">
        <SectionHeading id="stats-heading" title="Labs in numbers" />
        <CardGrid cards={stats} />
      </Section>

      <CtaBand
        heading="Follow the experiments"
        action={{ label: 'Subscribe to Labs', to: paths.labs.earlyAccess }}
      >
        <p>New MVPs, beta invitations and what we learned from each build, in your inbox.</p>
      </CtaBand>
    </>
  );
}
