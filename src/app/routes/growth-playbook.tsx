import { CardGrid, CheckList, SectionHeading } from '@/components/marketing/blocks';
import { CtaBand } from '@/components/marketing/cta-band';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { playbookAudiences, playbookPageSize, playbookPreviewPages, playbookSteps } from '@/content/playbook';
import { PlaybookForm } from '@/features/playbook/components/playbook-form';
import { Seo } from '@/lib/seo';
import { freeCall } from '../../../supabase/functions/_shared/promises.ts';
import { PLAYBOOK_NAME } from '../../../supabase/functions/_shared/site-links.ts';

export function Component() {
  return (
    <>
      <Seo
        title="Free Growth Playbook"
        description={`The ${PLAYBOOK_NAME}: diagnose your bottleneck, design scrappy experiments and double down on what works. A free 10-page playbook for early-stage founders.`}
      />
      {/* The form sits in the first band: on a phone right under the promise, beside it from the large
          breakpoint, with pages of the real PDF (drawn from it at build time) under the promise. */}
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-x-16 gap-y-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Free growth playbook
            </p>
            <h1
              id="page-title"
              className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
            >
              The {PLAYBOOK_NAME}
            </h1>
            <p className="mt-6 text-lg text-slate-600 sm:text-xl">
              The 10-page playbook we use with every founder we advise: find the one bottleneck that matters,
              test cheap ideas against it and scale only what the numbers support.
            </p>
          </div>
          <div
            id="download"
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:row-span-2"
          >
            <h2 id="download-heading" className="text-2xl font-bold text-slate-900">
              Get the free playbook
            </h2>
            <p className="mt-2 mb-6 text-slate-600">
              Tell us where to send it. You can read the full framework straight away, too.
            </p>
            <PlaybookForm frameworkPath={paths.growthPlaybookFramework} />
          </div>
          <PlaybookPages />
        </div>
      </section>

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
        <p>Bring your bottleneck to a {freeCall}, or build your idea with us in Labs.</p>
      </CtaBand>
    </>
  );
}

/** The cover and two inside pages, fanned: what the visitor gets, as the PDF draws it. */
function PlaybookPages() {
  return (
    <figure className="lg:col-start-1">
      <ul className="flex items-start justify-center gap-3 sm:gap-4">
        {playbookPreviewPages.map((page, index) => (
          <li
            key={page.page}
            className={`w-1/3 max-w-48 overflow-hidden rounded-md shadow-lg ring-1 ring-slate-900/10 ${index === 1 ? 'mt-6' : index === 2 ? 'mt-12' : ''}`}
          >
            <ResponsiveImg
              src={page.src}
              layout="playbookPage"
              alt={page.alt}
              width={playbookPageSize.width}
              height={playbookPageSize.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-center text-sm text-slate-600">
        Pages from the playbook: the cover, step 1 and its worksheet.
      </figcaption>
    </figure>
  );
}
