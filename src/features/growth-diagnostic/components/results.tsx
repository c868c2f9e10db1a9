import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { TextButton } from '@/components/ui/filter-controls';
import {
  analysisLabel,
  recommendation,
  type DiagnosticAnswers,
} from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { isFunded, scorecard } from '../../../../supabase/functions/_shared/growth-scorecard.ts';
import { paths } from '@/config/paths';
import type { DiagnosticResult } from '../lib/saved-progress';
import { diagnosticResultMessages } from '../messages';
import { Scorecard } from './scorecard';

// The markdown renderer loads with the results, not with the quiz.
const Markdown = lazy(() =>
  import('@/components/content/markdown').then((module) => ({ default: module.Markdown })),
);

export const COPIED_MS = 2000;

function CopyButton({ markdown, label }: { markdown: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      // Readable text with who wrote it, not markdown: the converter loads on the click, not with the quiz.
      onClick={() =>
        void import('../lib/analysis-text')
          .then(({ analysisAsText }) =>
            navigator.clipboard.writeText(`${label}\n\n${analysisAsText(markdown)}`),
          )
          .then(() => setCopied(true))
      }
      className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy analysis'}</span>
    </button>
  );
}

/**
 * The results view (docs/product/diagnostic.md#the-results): the scorecard, the analysis, the
 * recommendation and, if given, the email note. It opens at the model's first words (`writing`, the text
 * so far) and shows the rest as they arrive; `result` is the analysis once complete.
 */
export function Results({
  answers,
  result,
  writing,
  onStartOver,
}: {
  answers: DiagnosticAnswers;
  result?: DiagnosticResult;
  writing?: string;
  onStartOver?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-4xl font-extrabold tracking-tight text-slate-900 outline-none"
      >
        Your Growth Strategy Diagnosis
      </h1>
      <Analysis answers={answers} result={result} writing={writing ?? ''} onStartOver={onStartOver} />
    </div>
  );
}

function Analysis({
  answers,
  result,
  writing,
  onStartOver,
}: {
  answers: DiagnosticAnswers;
  result?: DiagnosticResult;
  writing: string;
  onStartOver?: () => void;
}) {
  const next = recommendation(answers);
  // While the model writes, its words are the AI's; the complete result says who wrote what is kept.
  const label = analysisLabel(result?.offline ?? false);
  const markdown = result?.analysis ?? writing;
  // A funded startup has a team to move: a call is worth offering beside whatever the card recommends.
  const offerCall = isFunded(answers.stage) && next.action.path !== paths.bookCall();
  return (
    <>
      <Scorecard card={scorecard(answers)} />
      <section
        aria-labelledby="analysis-heading"
        aria-busy={!result}
        className="rounded-2xl border border-slate-200 bg-white p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="analysis-heading" className="text-2xl font-bold text-slate-900">
            Your analysis
          </h2>
          {result && <CopyButton markdown={result.analysis} label={label} />}
        </div>
        <p className="mt-2 text-sm font-semibold text-slate-600">{label}</p>
        <div className="mt-6">
          <Suspense fallback={<p className="whitespace-pre-line text-slate-700">{markdown}</p>}>
            <Markdown markdown={markdown} />
          </Suspense>
        </div>
        {/* Said once, when the words stop arriving: not each word (the text itself is not a live region). */}
        <p role="status" className="sr-only">
          {result ? diagnosticResultMessages.complete : ''}
        </p>
      </section>
      <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-800 p-8 text-white">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Recommended next step</p>
        <h2 id="next-heading" className="mt-2 text-2xl font-bold">
          {next.title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{next.description}</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <ButtonLink to={next.action.path} variant="light">
            {next.action.label}
          </ButtonLink>
          {offerCall && (
            <ButtonLink to={paths.bookCall({ source: 'strategy' })} variant="outlineLight">
              Book a strategy call
            </ButtonLink>
          )}
        </div>
      </section>
      {result?.email && (
        <p className="text-slate-700">
          {result.emailed ? diagnosticResultMessages.sent(result.email) : diagnosticResultMessages.notSent}
        </p>
      )}
      {result && onStartOver && <TextButton onClick={onStartOver}>Start over</TextButton>}
    </>
  );
}
