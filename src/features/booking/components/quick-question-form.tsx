import {
  FormBanner,
  FormSuccess,
  Honeypot,
  SubmitButton,
  TextArea,
  TextField,
} from '@/components/form/fields';
import { useLeadForm } from '@/components/form/use-lead-form';
import { buttonClasses } from '@/components/ui/button-link';
import { sendQuestion, type QuestionValues } from '../api/send-question';

export const questionMessages = {
  failure: 'There was an error submitting your question. Please try again.',
  thanks: "Thanks! We'll Get Back to You Soon",
} as const;

const initialValues: QuestionValues = { email: '', message: '' };

/**
 * The booking page's quick question (docs/product/forms.md#quick-question): no checks of ours, only the
 * browser's (a required e-mail input and a required message), so the form is left to the browser's
 * validation.
 */
export function QuickQuestionForm({ onBackToCalendar }: { onBackToCalendar: () => void }) {
  const { formId, field, status, handleSubmit, successRef, honeypot } = useLeadForm({
    initialValues,
    validate: () => ({}),
    submit: sendQuestion,
  });

  if (status === 'success') {
    return (
      <FormSuccess title={questionMessages.thanks} headingRef={successRef}>
        <p className="mt-3 text-slate-700">We answer every question by e-mail within one business day.</p>
        <button type="button" onClick={onBackToCalendar} className={buttonClasses('secondary', 'mt-6')}>
          Back to the Calendar
        </button>
      </FormSuccess>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      {status === 'error' && <FormBanner>{questionMessages.failure}</FormBanner>}
      <TextField label="Your email" type="email" autoComplete="email" required {...field('email')} />
      <TextArea label="Your question" required maxLength={5000} {...field('message')} />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Send Question" busyLabel="Sending..." />
    </form>
  );
}
