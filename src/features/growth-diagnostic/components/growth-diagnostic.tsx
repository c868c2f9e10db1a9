import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { deliveryMessages } from '@/components/form/delivery-messages';
import { FormBanner } from '@/components/form/delivery-notices';
import { CollectionNotice } from '@/components/form/collection-notice';
import { EmailField } from '@/components/form/controls';
import { logFailure, revealAndFocus } from '@/components/form/use-lead-form';
import { buttonClasses } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { TextButton } from '@/components/ui/filter-controls';
import { botChallengeOn, challengeToken, useBotChallenge } from '@/lib/bot-challenge';
import { LeadValidationError, loadLeadSchemas } from '@/lib/leads';
import { isShortcutKey } from '@/lib/shortcut-key';
import { useHydrated } from '@/lib/use-hydrated';
import { LeadSupersededError, watchDelivery } from '@/lib/lead-delivery/deliver';
import { submitDiagnostic, validateDiagnosticEmail } from '../api/submit-diagnostic';
import { answerForKey, completeAnswers, firstUnanswered, isAnswered, questions } from '../lib/questions';
import { clearProgress, loadProgress, saveProgress, type SavedProgress } from '../lib/saved-progress';
import { FrontDoor } from './front-door';
import { QuestionField } from './question-field';
import { Results } from './results';
import { diagnosticMessages } from '../messages';

type QuizState = SavedProgress & { step: number };

const freshState = (): QuizState => ({ step: 0, answers: {}, email: '', requestId: crypto.randomUUID() });

/**
 * Where a returning visitor left off: the question they were on (one they went Back to included), never
 * past the first unanswered one; progress saved before the step was kept resumes at the first unanswered.
 */
function restoredState(): QuizState {
  const saved = loadProgress();
  if (!saved) return freshState();
  return { ...saved, step: Math.min(saved.step ?? questions.length, firstUnanswered(saved.answers)) };
}

/** /growth-check: seven questions, one at a time, then the analysis and a recommended next step. */
export function GrowthDiagnostic() {
  // The prerendered HTML is the first question; saved progress is read once hydration is done.
  const hydrated = useHydrated();
  const initial = useMemo(() => (hydrated ? restoredState() : freshState()), [hydrated]);
  const [changed, setChanged] = useState<QuizState | null>(null);
  const state = changed ?? initial;
  const { step, answers, email, requestId, result } = state;
  // The last question stays on screen ("Analyzing..." on its button) until the analysis is in, so a
  // failure leaves the visitor where they were: the results view never opens only to close again.
  const [busy, setBusy] = useState(false);
  /** The model's words so far, while it writes: the results view opens at the first of them. */
  const [writing, setWriting] = useState<string>();
  // At most one render a frame: a model writes faster than a slow phone renders the text again.
  const written = useRef<{ text: string; frame?: number }>({ text: '' });
  const showWords = (text: string) => {
    written.current.text = text;
    written.current.frame ??= requestAnimationFrame(() => {
      written.current.frame = undefined;
      setWriting(written.current.text);
    });
  };
  const botChallenge = useBotChallenge();
  const { container: challengeContainer, start: startChallenge } = botChallenge;
  // The answers' schema loads when the quiz is started, as a lead form's does (loadLeadSchemas).
  const startQuiz = () => {
    void loadLeadSchemas();
    if (botChallengeOn) startChallenge();
  };
  const [failed, setFailed] = useState(false);
  /** Storing the answers failed once and is being retried: said under the button. */
  const [retrying, setRetrying] = useState(false);
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const banner = useRef<HTMLParagraphElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  /** Every change is kept in the browser at once, so a reload resumes here. */
  const update = (change: Partial<QuizState>) => {
    setChanged((current) => {
      const next = { ...(current ?? initial), ...change };
      saveProgress(next);
      return next;
    });
  };

  useEffect(() => {
    if (!busy) return;
    return watchDelivery(requestId, (delivery) => setRetrying(delivery.phase === 'retrying'));
  }, [busy, requestId]);

  // A failed submit brings its banner into view and focus: it sits above the buttons.
  useEffect(() => {
    if (failed) revealAndFocus(banner.current);
  }, [failed]);

  // Each new question's heading takes focus, so screen readers announce it; not on first load.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const question = questions[step]!;
  const last = step === questions.length - 1;
  const answered = isAnswered(question, answers);

  /** Answers changed after they were stored make a new submission, stored as a row of its own. */
  const changedContent = () => (state.stored ? { stored: false, requestId: crypto.randomUUID() } : {});

  const goTo = (next: number) => {
    moved.current = true;
    update({ step: Math.max(0, Math.min(questions.length - 1, next)) });
  };

  /** `moveOn`: a tap or a number key, which moves a single-choice question on at once. */
  const pick = (value: string | number | string[], moveOn: boolean) => {
    setFailed(false);
    const advance = question.kind === 'single' && moveOn && !last;
    if (advance) moved.current = true;
    update({
      answers: { ...answers, [question.key]: value },
      ...changedContent(),
      ...(advance && { step: step + 1 }),
    });
  };

  const submit = async (challenge: string | undefined) => {
    const complete = completeAnswers(answers);
    if (!complete) return goTo(firstUnanswered(answers));
    if (busy) return;
    const problem = validateDiagnosticEmail({ email }).email;
    setEmailProblem(problem);
    if (problem) {
      revealAndFocus(emailInput.current);
      return;
    }
    setBusy(true);
    setFailed(false);
    setRetrying(false);
    try {
      const result = await submitDiagnostic(
        complete,
        email,
        requestId,
        { stored: Boolean(state.stored), onStored: () => update({ stored: true }), onText: showWords },
        { challengeToken: challenge },
      );
      update({ result });
    } catch (error) {
      setWriting(undefined);
      if (error instanceof LeadSupersededError) return;
      // The schema's word on the address (one that only looks like another, say): said on the field.
      if (error instanceof LeadValidationError && error.errors.email) {
        setEmailProblem(error.errors.email);
        revealAndFocus(emailInput.current);
        return;
      }
      // Refused by the backend: the answers cannot be stored as they are.
      logFailure(error);
      setFailed(true);
    } finally {
      if (written.current.frame !== undefined) cancelAnimationFrame(written.current.frame);
      written.current.frame = undefined;
      setBusy(false);
      setWriting(undefined);
    }
  };

  const startOver = () => {
    clearProgress();
    setFailed(false);
    moved.current = false;
    setChanged(freshState());
  };

  const complete = completeAnswers(answers);
  const showingResults = Boolean(complete && result);

  /**
   * A number key anywhere on the page but in a text field answers the question on screen, as a tap on
   * that option would: a single choice moves on. A key kept from before the scripts ran can be handed to
   * this the same way, as a keydown event on the document.
   */
  const answerNumberKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (showingResults || busy || !isShortcutKey(event)) return;
    const answer = answerForKey(question, answers, event.key);
    if (answer === null) return;
    event.preventDefault();
    pick(answer, question.kind === 'single');
  });
  // In the commit that hydrates the page (React runs no effect on the server), so a kept key handed over
  // right after hydration is heard.
  useLayoutEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => answerNumberKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (complete && result) return <Results answers={complete} result={result} onStartOver={startOver} />;
  if (complete && writing !== undefined) return <Results answers={complete} writing={writing} />;

  /** Enter moves on from an answered question (focus inside the quiz). */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !last && answered) {
      event.preventDefault();
      goTo(step + 1);
    }
  };

  return (
    <FrontDoor>
      <div className="flex items-center justify-between gap-4 text-sm font-semibold text-slate-600">
        <p id="quiz-progress">{`Question ${step + 1} of ${questions.length}`}</p>
        {Object.keys(answers).length > 0 && <TextButton onClick={startOver}>Start over</TextButton>}
      </div>
      <div
        role="progressbar"
        aria-labelledby="quiz-progress"
        aria-valuemin={1}
        aria-valuemax={questions.length}
        aria-valuenow={step + 1}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${((step + 1) / questions.length) * 100}%` }}
        />
      </div>
      {/* The quiz is one question at a time and needs the scripts: the boot script keeps a press of Next
          before they arrive from reloading the page (src/app/boot/early-forms.ts), and with scripts off the
          buttons give way to a note (src/styles.css). The answers are sent with the lead, by fetch. */}
      <form
        data-needs-scripts
        onFocus={startQuiz}
        onInput={startQuiz}
        className="mt-8"
        // The email is checked by the form's own rule: the browser's would refuse josé@example.com.
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) {
            void submit(challengeToken(event.currentTarget));
            botChallenge.reset();
          } else if (answered) goTo(step + 1);
        }}
      >
        <QuestionField
          key={question.key}
          question={question}
          answers={answers}
          headingRef={heading}
          onPick={pick}
        />
        {last && (
          <div className="mt-8 max-w-md">
            <EmailField
              formId="diagnostic"
              name="email"
              label="Email (optional)"
              hint="To keep a copy of your analysis."
              ref={emailInput}
              error={emailProblem}
              value={email}
              onChange={(value) => {
                setEmailProblem(undefined);
                update({ email: value, ...changedContent() });
              }}
            />
            <CollectionNotice form="diagnostic" />
          </div>
        )}
        {failed && (
          <div className="mt-8">
            <FormBanner bannerRef={banner}>{diagnosticMessages.failure}</FormBanner>
          </div>
        )}
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={() => goTo(step - 1)}
            disabled={step === 0 || busy}
            className={buttonClasses('secondary', 'disabled:cursor-not-allowed disabled:opacity-50')}
          >
            Back
          </button>
          {last ? (
            <button type="submit" disabled={busy} className={buttonClasses('primary', 'disabled:opacity-60')}>
              {busy ? 'Analyzing...' : 'Get Results'}
            </button>
          ) : (
            <button
              type="submit"
              disabled={!answered}
              className={buttonClasses('primary', 'disabled:cursor-not-allowed disabled:opacity-50')}
            >
              Next
            </button>
          )}
          {step === 0 && (
            // Shown by CSS only while an answer waits for the scripts (src/styles.css): the tap is heard.
            <p data-moving-on className="hidden font-semibold text-slate-600">
              Moving on to question 2…
            </p>
          )}
          {busy && (
            <p role="status" className="flex items-center gap-3 text-slate-600">
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
              />
              Analyzing your responses...{retrying && ` ${deliveryMessages.retrying}`}
            </p>
          )}
        </div>
        {botChallengeOn && <div ref={challengeContainer} className="mt-4 empty:hidden" />}
        <p className="mt-8 hidden rounded-lg bg-amber-50 p-4 text-amber-900 noscript:block">
          The diagnostic runs in your browser and needs JavaScript, which is off here. Write to us at{' '}
          <a href={`mailto:${site.email}`} className="font-semibold underline">
            {site.email}
          </a>{' '}
          and we will help you find your next step.
        </p>
      </form>
    </FrontDoor>
  );
}
