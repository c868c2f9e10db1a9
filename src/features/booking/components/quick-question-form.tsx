import {
  EmailField,
  ErrorSummary,
  FormBanner,
  FormSuccess,
  Honeypot,
  SubmitButton,
  TextArea,
} from '@/components/form/fields';
import { useLeadForm } from '@/components/form/use-lead-form';
import { RATE_LIMITED_MESSAGE } from '@/lib/lead-rules';
import { buttonClasses } from '@/components/ui/button-link';
import { questionLimits, sendQuestion, validateQuestion, type QuestionValues } from '../api/send-question';

export const questionMessages = {
  failure: 'There was an error submitting your question. Please try again.',
  thanks: "Thanks! We'll Get Back to You Soon",
} as const;

const initialValues: QuestionValues = { email: '', message: '' };

/**
 * The booking page's quick question: a required e-mail and message, checked by the form's rule set (the
 * database's), not the browser's, whose e-mail check disagrees with it.
 */
export function QuickQuestionForm({ onBackToCalendar }: { onBackToCalendar: () => void }) {
  const {
    formId,
    field,
    errors,
    status,
    failure,
    handleSubmit,
    summaryRef,
    bannerRef,
    successRef,
    honeypot,
  } = useLeadForm({
    initialValues,
    validate: validateQuestion,
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
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && (
        <FormBanner bannerRef={bannerRef}>
          {failure === 'rate-limited' ? RATE_LIMITED_MESSAGE : questionMessages.failure}
        </FormBanner>
      )}
      <EmailField label="Your email" aria-required="true" {...field('email')} />
      <TextArea label="Your question" maxLength={questionLimits.message} {...field('message')} />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Send Question" busyLabel="Sending..." />
    </form>
  );
}
