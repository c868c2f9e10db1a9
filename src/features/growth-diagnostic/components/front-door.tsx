import type { ReactNode } from 'react';
import {
  offlineBottleneck,
  offlineSteps,
  recommendation,
  type DiagnosticAnswers,
} from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { questions } from '../lib/questions';

/** The preview is a real result: the offline rules applied to a typical pre-seed founder's answers. */
const sampleAnswers: DiagnosticAnswers = {
  stage: 'pre-seed',
  challenge: 'monetization',
  validationStrategy: 'talking-to-users',
  monetizationStrategy: 'freemium',
  pricingConfidence: 2,
  retention: '40-70',
  needs: ['monetization'],
};

/**
 * /growth-check's front door: a visible heading and a one-line promise above the first question, then what
 * the diagnosis contains and a small preview of one. On a phone the question follows the heading at once
 * (the question and its answers fill the first screen); the preview comes after the quiz. From the large
 * breakpoint the introduction and the preview sit beside the quiz.
 */
export function FrontDoor({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-x-16 gap-y-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <header className="lg:col-start-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Free Growth Diagnostic
        </h1>
        <p className="mt-3 text-slate-600 sm:text-lg">
          {`Find the one thing holding your growth back: ${questions.length} questions, about two minutes, no sign-up.`}
        </p>
      </header>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
      <ResultPreview />
    </div>
  );
}

function ResultPreview() {
  const [first, second] = offlineSteps(sampleAnswers);
  return (
    <section aria-labelledby="preview-heading" className="lg:col-start-1">
      <h2 id="preview-heading" className="text-lg font-bold text-slate-900">
        What your diagnosis contains
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600">
        <li>The likely bottleneck in your growth, named plainly.</li>
        <li>Two practical steps to take this week.</li>
        <li>The next step we would recommend for your stage.</li>
      </ul>
      <figure className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
        <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Example: a pre-seed founder unsure of their pricing
        </figcaption>
        <p className="mt-3">
          <strong className="text-slate-900">Likely bottleneck:</strong> {offlineBottleneck(sampleAnswers)}.
        </p>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          <li>{first}</li>
          <li>{second}</li>
        </ol>
        <p className="mt-3">
          <strong className="text-slate-900">Next step:</strong> {recommendation(sampleAnswers).title}
        </p>
      </figure>
    </section>
  );
}
