import { useRef, type RefObject } from 'react';
import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';
import { SLIDER_DEFAULT, sliderLabels, toggled, type DraftAnswers, type Question } from '../lib/questions';

const optionClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-4 text-slate-800 hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/**
 * One question as native form controls in a fieldset: radios, checkboxes or a range slider. The legend's
 * heading takes focus when the question appears. Options are numbered: the number keys pick them.
 */
export function QuestionField({
  question,
  answers,
  headingRef,
  onPick,
}: {
  question: Question;
  answers: DraftAnswers;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** `byPointer`: chosen with a click or tap, which moves a single-choice question on at once. */
  onPick: (value: string | number | string[], byPointer: boolean) => void;
}) {
  const hintId = `question-${question.key}-hint`;
  const hint = question.kind === 'single' ? 'Choose one, or press its number.' : question.hint;
  const pointer = useRef(false);
  const optionsId = `question-${question.key}-options`;
  // An option checked before the scripts ran (a tap, or a number key the boot script answered) counts as
  // that tap once React has the page: a single choice moves on.
  useEditBeforeHydration<HTMLElement, string | string[]>(
    optionsId,
    (options) => {
      const checked = [...options.querySelectorAll('input')].filter((input) => input.checked);
      const values = checked.map((input) => input.value);
      if (question.kind === 'single') return values[0] === answers[question.key] ? undefined : values[0];
      const rendered = answers.needs ?? [];
      const same =
        values.length === rendered.length && values.every((value) => rendered.includes(value as never));
      return same ? undefined : values;
    },
    (value) => onPick(value, true),
  );
  return (
    <fieldset
      aria-describedby={hintId}
      onPointerDown={() => {
        pointer.current = true;
      }}
      onKeyDown={() => {
        pointer.current = false;
      }}
    >
      <legend className="w-full">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
        >
          {question.title}
        </h2>
      </legend>
      <p id={hintId} className="mt-2 text-slate-600">
        {hint}
      </p>
      {question.kind === 'slider' ? (
        <Slider value={answers.pricingConfidence ?? null} onChange={(value) => onPick(value, false)} />
      ) : (
        // The boot script answers number keys before the scripts run by checking these options.
        <div id={optionsId} data-number-keys className="mt-6 grid gap-3">
          {question.options.map((option, index) => {
            const multi = question.kind === 'multi';
            const chosen = multi
              ? (answers.needs ?? []).includes(option.value as never)
              : answers[question.key] === option.value;
            return (
              <label key={option.value} className={optionClasses}>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={question.key}
                  value={option.value}
                  checked={chosen}
                  onChange={() => {
                    if (!multi) return onPick(option.value, pointer.current);
                    onPick(toggled(answers.needs ?? [], option.value), pointer.current);
                  }}
                  className="size-5 accent-brand-700"
                />
                <span aria-hidden="true" className="w-5 text-sm font-semibold text-slate-500">
                  {index + 1}
                </span>
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

function Slider({ value, onChange }: { value: number | null; onChange: (value: number) => void }) {
  const shown = value ?? SLIDER_DEFAULT;
  const label = (level: number) => sliderLabels[level] ?? `${level} of 5`;
  return (
    <div className="mt-8">
      <label htmlFor="pricing-confidence" className="sr-only">
        Pricing confidence, 1 to 5
      </label>
      <input
        id="pricing-confidence"
        type="range"
        min={1}
        max={5}
        step={1}
        value={shown}
        aria-valuetext={`${shown}: ${label(shown)}${value === null ? ' (not answered yet)' : ''}`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-700"
      />
      <div aria-hidden="true" className="mt-2 flex justify-between text-sm text-slate-600">
        <span>{sliderLabels[1]}</span>
        <span>{sliderLabels[3]}</span>
        <span>{sliderLabels[5]}</span>
      </div>
      <p className="mt-4 font-semibold text-slate-800" aria-live="polite">
        {value === null ? 'Move the slider to answer, or skip.' : `Your answer: ${value} (${label(value)})`}
      </p>
    </div>
  );
}
