import { CardGrid, CheckList, PageHero, SectionHeading } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { playbookAudiences, playbookSteps } from '@/content/playbook';
import { PlaybookForm } from '@/features/playbook/components/playbook-form';
import { Seo } from '@/lib/seo';

export function GrowthPlaybookRoute() {
  return (
    <>
      <Seo
        title="Free Growth Playbook"
        description="The Growth Experiment Framework: diagnose your bottleneck, design scrappy experiments and double down on what works. A free 10-page playbook for early-stage founders."
      />
      <PageHero
        kicker="Free growth playbook"
        title="The Growth Experiment Framework"
        actions={[{ label: 'Get the Free Playbook', to: '#download' }]}
      >
        <p>
          The 10-page playbook we use with every founder we advise: find the one bottleneck that matters, test
          cheap ideas against it and scale only what the numbers support.
        </p>
      </PageHero>

      <Section labelledBy="why-heading">
        <SectionHeading id="why-heading" title="Why This Playbook Exists" />
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-600">
          <p>
            Early-stage founders rarely lack growth ideas. They lack a way to choose between them. The result
            is a dozen half-finished experiments and no clear learning.
          </p>
          <p>
            This framework forces focus: one bottleneck, a few scrappy experiments, and the discipline to
            double down on what works. It is the backbone of the roadmaps we deliver after a strategy call.
          </p>
        </div>
      </Section>

      <Section tone="muted" labelledBy="steps-heading">
        <SectionHeading id="steps-heading" title="Three steps to growth that compounds" />
        <ol className="mt-10 grid gap-6 lg:grid-cols-3">
          {playbookSteps.map((step) => (
            <li key={step.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                Step {step.number}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-3 text-slate-600">{step.description}</p>
              <CheckList items={step.points} />
              <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
                <strong>Founder tip:</strong> {step.tip}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="audience-heading">
        <SectionHeading id="audience-heading" title="Who This Framework Is For" />
        <CardGrid cards={playbookAudiences} />
      </Section>

      <Section tone="muted" labelledBy="case-heading">
        <SectionHeading id="case-heading" title="The framework in practice" />
        <p className="mt-6 max-w-3xl text-lg text-slate-600">
          A seed-stage SaaS team found activation was their bottleneck: only a third of sign-ups finished
          set-up. Three onboarding experiments in one month lifted that above half, and MRR grew 60% in eight
          weeks without any extra ad spend.
        </p>
      </Section>

      <Section id="download" labelledBy="download-heading">
        <SectionHeading id="download-heading" title="Get the free playbook" />
        <p className="mt-3 mb-8 max-w-2xl text-lg text-slate-600">
          Tell us where to send it. You can read the full framework straight away, too.
        </p>
        <PlaybookForm frameworkPath={paths.growthPlaybookFramework} />
      </Section>

      <Section tone="muted" labelledBy="about-heading">
        <SectionHeading id="about-heading" title="About the authors" />
        <p className="mt-6 max-w-3xl text-lg text-slate-600">
          We are operators and no-code builders who have validated 30+ MVPs with founders. The playbook is
          what we wish someone had handed us before our own first startups.
        </p>
      </Section>

      <CtaBand
        heading="Want help running your first experiments?"
        action={{ label: 'Book a Free Call', to: paths.bookCall() }}
        secondary={{ label: 'Join the Labs', to: paths.labs.home }}
      >
        <p>Bring your bottleneck to a free 20-minute call, or build your idea with us in Labs.</p>
      </CtaBand>
    </>
  );
}
