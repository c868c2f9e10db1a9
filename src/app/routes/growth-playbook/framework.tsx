import { ArrowLink } from '@/components/ui/arrow-link';
import { paths } from '@/config/paths';
import { experimentBrief, playbookAudiences, playbookPdfPath, playbookSteps } from '@/content/playbook';
import { Seo } from '@/lib/seo';
import { PLAYBOOK_NAME } from '../../../../supabase/functions/_shared/site-links.ts';

/** The playbook itself, readable and printable: what the download form hands over at once. */
export function Component() {
  return (
    <>
      <Seo
        title={`The ${PLAYBOOK_NAME}`}
        description="Diagnose your bottleneck, design scrappy experiments and double down on what works: the full framework, ready to print."
      />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        <ArrowLink to={paths.growthPlaybook} back>
          Back to the playbook page
        </ArrowLink>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">The {PLAYBOOK_NAME}</h1>
        <p className="mt-4 text-lg text-slate-700">
          Three steps, repeated every quarter. Print this page (Ctrl/Cmd + P) and work through it with your
          team, or{' '}
          <a href={playbookPdfPath} download>
            download the PDF edition
          </a>{' '}
          with worksheets for every step.
        </p>
        {playbookSteps.map((step) => (
          <section
            key={step.title}
            aria-labelledby={`step-${step.number}`}
            className="mt-12 break-inside-avoid"
          >
            <h2 id={`step-${step.number}`} className="text-2xl font-bold text-slate-900">
              Step {step.number}: {step.title}
            </h2>
            <p className="mt-3 text-slate-700">{step.description}</p>
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
            <p className="mt-4 border-l-4 border-brand-700 pl-4 text-slate-700">
              <strong>Founder tip:</strong> {step.tip}
            </p>
          </section>
        ))}
        <section aria-labelledby="worksheet" className="mt-12">
          <h2 id="worksheet" className="text-2xl font-bold text-slate-900">
            Experiment brief
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg bg-slate-100 p-4 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
            {experimentBrief.map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-semibold">{line.label}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="who" className="mt-12">
          <h2 id="who" className="text-2xl font-bold text-slate-900">
            Who it is for
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            {playbookAudiences.map((audience) => (
              <li key={audience.title}>
                <strong>{audience.title}:</strong> {audience.text}
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-12">
          <ArrowLink to={paths.bookCall({ source: 'strategy' })}>
            Book a free call to build your roadmap with us
          </ArrowLink>
        </p>
      </article>
    </>
  );
}
