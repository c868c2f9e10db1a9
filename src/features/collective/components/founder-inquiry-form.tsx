import {
  CheckboxGroup,
  FormSuccess,
  RadioGroup,
  TextArea,
  TextField,
  toOptions,
  LeadFormShell,
  NameAndEmailFields,
} from '@/components/form/fields';
import { nameAndEmailErrors, useLeadForm, type FieldErrors } from '@/components/form/use-lead-form';
import { optionSets } from '@/config/option-sets';
import { sendFounderInquiry, type FounderInquiryValues } from '../api/send-founder-inquiry';
import { budgetLabels, challengeLabels, nextStepLabels, timelineLabels } from '../option-labels';
import { SuccessLinks } from './success-links';

export const founderInquiryMessages = {
  failure: 'There was an error submitting your request. Please try again.',
  thanks: "Thanks! We'll Be In Touch Soon",
} as const;

export function validateFounderInquiry(values: FounderInquiryValues): FieldErrors<FounderInquiryValues> {
  const errors: FieldErrors<FounderInquiryValues> = nameAndEmailErrors(values);
  if (values.challenges.length === 0) errors.challenges = 'Please select at least one challenge';
  if (!values.timeline) errors.timeline = 'Please select a timeline';
  if (!values.nextStep) errors.nextStep = 'Please select your preferred next step';
  return errors;
}

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

/** /collective/apply: a founder asks to work with the Collective. */
export function FounderInquiryForm() {
  const form = useLeadForm({
    initialValues,
    validate: validateFounderInquiry,
    submit: sendFounderInquiry,
  });

  if (form.status === 'success') {
    return (
      <FormSuccess title={founderInquiryMessages.thanks} headingRef={form.successRef}>
        <p className="mt-3 text-slate-700">
          We answer every inquiry within 24 hours with the experts we think fit your challenge.
        </p>
        <SuccessLinks />
      </FormSuccess>
    );
  }

  return (
    <LeadFormShell form={form} failure={founderInquiryMessages.failure} submitLabel="Send Request">
      <NameAndEmailFields field={form.field} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Company name (optional)"
          autoComplete="organization"
          maxLength={120}
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
        maxLength={5000}
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
