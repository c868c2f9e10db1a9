import type { RefObject } from 'react';
import {
  CheckboxGroup,
  NameAndEmailFields,
  RadioGroup,
  TextArea,
  TextField,
  toOptions,
} from '@/components/form/controls';
import { FormSuccess, LeadFormShell, ReceiptNote } from '@/components/form/form-frame';
import type { Delivered } from '@/lib/leads';
import { useLeadForm } from '@/components/form/use-lead-form';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { optionSets } from '@/config/option-sets';
import {
  founderInquiryLimits,
  sendFounderInquiry,
  validateFounderInquiry,
  type FounderInquiryValues,
} from '../api/send-founder-inquiry';
import { budgetLabels, challengeLabels, nextStepLabels, timelineLabels } from '../option-labels';
import { SuccessLinks } from './success-links';
import { founderInquiryMessages } from '../messages';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

const initialValues: FounderInquiryValues = {
  fullName: '',
  email: '',
  companyName: '',
  challenges: [],
  description: '',
  timeline: '',
  budget: '',
  nextStep: '',
};

/**
 * The inquiry's confirmation, in place of the form and on /thank-you/founder-inquiry; a founder whose
 * preferred next step is a call is offered the booking page there and then.
 */
export function FounderInquiryThanks({
  headingRef,
  delivered,
  wantsCall = false,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  wantsCall?: boolean;
}) {
  return (
    <FormSuccess title={founderInquiryMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">
        We answer every inquiry within {promises.replyHours} hours with the experts we think fit your
        challenge.
      </p>
      <ReceiptNote delivered={delivered} />
      {wantsCall && (
        <>
          <p className="mt-3 text-slate-700">You asked for a call: pick a time now, it is free.</p>
          <ButtonLink to={paths.bookCall({ source: 'collective' })} className="mt-4">
            Book Your Free Call
          </ButtonLink>
        </>
      )}
      <SuccessLinks />
    </FormSuccess>
  );
}

/** /collective/apply: a founder asks to work with the Collective. */
export function FounderInquiryForm() {
  const form = useLeadForm({
    draftKey: 'collective-inquiry',
    form: 'founder-inquiry',
    initialValues,
    validate: validateFounderInquiry,
    submit: sendFounderInquiry,
  });

  if (form.status === 'success')
    return (
      <FounderInquiryThanks
        headingRef={form.successRef}
        delivered={form.delivered}
        wantsCall={form.values.nextStep === 'call'}
      />
    );

  return (
    <LeadFormShell form={form} failure={founderInquiryMessages.failure} submitLabel="Send Request">
      <NameAndEmailFields field={form.field} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Company name (optional)"
          autoComplete="organization"
          maxLength={founderInquiryLimits.companyName}
          {...form.field('companyName')}
        />
      </div>
      <CheckboxGroup
        legend="What do you need help with?"
        hint="Choose all that apply."
        options={toOptions(optionSets.inquiryChallenges, challengeLabels)}
        {...form.field('challenges')}
      />
      <TextArea
        label="Tell us more (optional)"
        hint="Where you are, what you have tried, what good looks like."
        maxLength={founderInquiryLimits.description}
        {...form.field('description')}
      />
      <RadioGroup
        legend="When do you want to start?"
        options={toOptions(optionSets.inquiryTimeline, timelineLabels)}
        {...form.field('timeline')}
      />
      <RadioGroup
        legend="Budget (optional)"
        options={toOptions(optionSets.inquiryBudget, budgetLabels)}
        {...form.field('budget')}
      />
      <RadioGroup
        legend="What would you like to happen next?"
        options={toOptions(optionSets.inquiryNextStep, nextStepLabels)}
        {...form.field('nextStep')}
      />
    </LeadFormShell>
  );
}
