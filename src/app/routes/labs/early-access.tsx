import { CheckList, PageHero } from '@/components/marketing/blocks';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { Seo } from '@/lib/seo';

const perks = [
  'First access to new MVPs while they are in beta',
  'A short note on what each experiment taught us',
  'Calls for founders to test, shape or co-build the next one',
] as const;

/** /labs/early-access, the Labs sign-up page (/labs/subscribe redirects here; docs/product/routes.md). */
export function Component() {
  return (
    <>
      <Seo
        title="Get Early Access to Labs"
        description="Subscribe to Labs for early access to new no-code MVPs, beta invitations and what we learn from every experiment."
      />
      <PageHero kicker="Labs" title="Get early access to Labs">
        <p>One email when there is something worth trying. No spam, unsubscribe any time.</p>
      </PageHero>
      <Section labelledBy="signup-heading">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="signup-heading" className="text-2xl font-bold text-slate-900">
              What subscribers get
            </h2>
            <CheckList items={perks} />
          </div>
          <div className="rounded-2xl bg-slate-50 p-8">
            <NewsletterForm source="labs" />
            <ArrowLink to={paths.labs.mvps} className="mt-8">
              Browse the MVPs meanwhile
            </ArrowLink>
          </div>
        </div>
      </Section>
    </>
  );
}
