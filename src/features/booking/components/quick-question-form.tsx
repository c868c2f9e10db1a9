import { useEffect, type ReactNode, type RefObject } from 'react';
import { EmailField, TextArea } from '@/components/form/controls';
import { FormSuccess, LeadFormShell, ReceiptNote } from '@/components/form/form-frame';
import type { Delivered } from '@/lib/leads';
import { useLeadForm } from '@/components/form/use-lead-form';
import { buttonClasses } from '@/components/ui/button-link';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { questionLimits, sendQuestion, validateQuestion, type QuestionValues } from '../api/send-question';
import { questionMessages } from '../messages';

const initialValues: QuestionValues = { email: '', message: '' };

/** The question's confirmation, in place of the form (with its way back) and on /thank-you/question. */
export function QuestionThanks({
  headingRef,
  delivered,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  children: ReactNode;
}) {
  return (
    <FormSuccess title={questionMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">We answer every question by email within one business day.</p>
      <ReceiptNote delivered={delivered} />
      {children}
    </FormSuccess>
  );
}

/**
 * The booking page's quick question (docs/product/forms.md#quick-question): a required email and message,
 * checked by the form's rule set (the database's), not the browser's, whose email check disagrees with it.
 */
export function QuickQuestionForm({
  onBackToCalendar,
  onSent,
  onRestored,
}: {
  onBackToCalendar: () => void;
  /** The confirmation carries its own way back, so the page can drop its toggle meanwhile. */
  onSent: (sent: boolean) => void;
  /** A question kept from a visit before fills the form: the page opens it, so the visitor sees it. */
  onRestored: () => void;
}) {
  const form = useLeadForm({
    draftKey: 'quick-question',
    form: 'question',
    initialValues,
    validate: validateQuestion,
    submit: sendQuestion,
  });
  const sent = form.status === 'success';
  // Before paint, so the page never shows its toggle beside the confirmation's button.
  useBrowserLayoutEffect(() => onSent(sent), [sent, onSent]);
  useEffect(() => {
    if (form.restored) onRestored();
  }, [form.restored, onRestored]);

  if (sent) {
    return (
      <QuestionThanks headingRef={form.successRef} delivered={form.delivered}>
        <button type="button" onClick={onBackToCalendar} className={buttonClasses('secondary', 'mt-6')}>
          Back to the Calendar
        </button>
      </QuestionThanks>
    );
  }

  return (
    <LeadFormShell
      form={form}
      failure={questionMessages.failure}
      submitLabel="Send Question"
      busyLabel="Sending..."
      className="space-y-6"
    >
      <EmailField label="Your email" aria-required="true" {...form.field('email')} />
      <TextArea label="Your question" maxLength={questionLimits.message} {...form.field('message')} />
    </LeadFormShell>
  );
}
