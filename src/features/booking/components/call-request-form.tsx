import type { ReactNode, RefObject } from 'react';
import { NameAndEmailFields, TextArea, TextField } from '@/components/form/controls';
import { FormSuccess, LeadFormShell, ReceiptNote } from '@/components/form/form-frame';
import { useLeadForm } from '@/components/form/use-lead-form';
import type { Delivered } from '@/lib/leads';
import { useHydrated } from '@/lib/use-hydrated';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';
import {
  callRequestLimits,
  sendCallRequest,
  validateCallRequest,
  type CallRequestValues,
} from '../api/call-request';
import { callRequestMessages } from '../messages';

const blank: CallRequestValues = { fullName: '', email: '', availability: '', timeZone: '' };

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** The request's confirmation, in place of the form and on /thank-you/call-request. */
export function CallRequestThanks({
  headingRef,
  delivered,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  children?: ReactNode;
}) {
  return (
    <FormSuccess title={callRequestMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">
        A person on our team replies within {promises.replyHours} hours with times in your time zone.
      </p>
      <ReceiptNote delivered={delivered} />
      {children}
    </FormSuccess>
  );
}

/**
 * The booking page's "Request a call" (docs/product/forms.md#request-a-call): name, email, when suits them
 * and their time zone (the browser's, which they may change), with the page's focus. Without scripts it
 * posts itself to the leads function like every lead form.
 */
export function CallRequestForm({ focus }: { focus: string }) {
  // The prerendered form (for a visitor without scripts) cannot know the time zone; one shown later can.
  const hydrated = useHydrated();
  const form = useLeadForm({
    draftKey: 'call-request',
    form: 'call-request',
    hiddenFields: { focus },
    initialValues: hydrated ? { ...blank, timeZone: browserTimeZone() } : blank,
    validate: validateCallRequest,
    submit: (values, requestId, options) => sendCallRequest(values, focus, requestId, options),
  });
  if (form.status === 'success')
    return <CallRequestThanks headingRef={form.successRef} delivered={form.delivered} />;

  return (
    <LeadFormShell
      form={form}
      failure={callRequestMessages.failure}
      submitLabel="Request a Call"
      busyLabel="Sending..."
      className="space-y-6"
    >
      <NameAndEmailFields field={form.field} />
      <TextArea
        label="When suits you"
        hint="Days and times, e.g. weekday mornings, or Tuesday after 3pm."
        maxLength={callRequestLimits.availability}
        rows={3}
        {...form.field('availability')}
      />
      <TextField
        label="Your time zone"
        autoComplete="off"
        maxLength={callRequestLimits.timeZone}
        {...form.field('timeZone')}
      />
    </LeadFormShell>
  );
}
