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
import { optionSets } from '@/config/option-sets';
import {
  submitExpertApplication,
  expertApplicationLimits,
  validateExpertApplication,
  type ExpertApplicationValues,
} from '../api/submit-expert-application';
import {
  availabilityLabels,
  expertiseLabels,
  startupExperienceLabels,
  workTypeLabels,
} from '../option-labels';
import { SuccessLinks } from './success-links';
import { expertApplicationMessages } from '../messages';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

const initialValues: ExpertApplicationValues = {
  fullName: '',
  email: '',
  linkedinUrl: '',
  expertise: [],
  workType: [],
  startupExperience: '',
  availability: '',
  workStyle: '',
};

/** /collective/join: an expert applies to the Collective. Unlike the original, a failed send can be retried. */
/** The application's confirmation, in place of the form and on /thank-you/expert-application. */
export function ExpertApplicationThanks({
  headingRef,
  delivered,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
}) {
  return (
    <FormSuccess title={expertApplicationMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">
        We review applications {promises.reviewCadence} and will write to you whichever way we decide.
      </p>
      <ReceiptNote delivered={delivered} />
      <SuccessLinks />
    </FormSuccess>
  );
}

export function ExpertApplicationForm() {
  const form = useLeadForm({
    draftKey: 'collective-application',
    form: 'expert-application',
    initialValues,
    validate: validateExpertApplication,
    submit: submitExpertApplication,
  });

  if (form.status === 'success')
    return <ExpertApplicationThanks headingRef={form.successRef} delivered={form.delivered} />;

  return (
    <LeadFormShell form={form} failure={expertApplicationMessages.failure} submitLabel="Submit Application">
      <NameAndEmailFields field={form.field} />
      <TextField
        label="LinkedIn or portfolio URL"
        hint="Your profile or site, e.g. linkedin.com/in/your-name"
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={expertApplicationLimits.linkedinUrl}
        {...form.field('linkedinUrl')}
      />
      <CheckboxGroup
        legend="Your areas of expertise"
        hint="Choose all that apply."
        options={toOptions(optionSets.applicationExpertise, expertiseLabels)}
        {...form.field('expertise')}
      />
      <CheckboxGroup
        legend="The work you want"
        hint="Choose all that apply."
        options={toOptions(optionSets.applicationWorkType, workTypeLabels)}
        {...form.field('workType')}
      />
      <RadioGroup
        legend="Have you worked with startups before?"
        options={toOptions(optionSets.applicationStartupExperience, startupExperienceLabels)}
        {...form.field('startupExperience')}
      />
      <RadioGroup
        legend="How much time can you give?"
        options={toOptions(optionSets.applicationAvailability, availabilityLabels)}
        {...form.field('availability')}
      />
      <TextArea
        label="How do you like to work? (optional)"
        maxLength={expertApplicationLimits.workStyle}
        {...form.field('workStyle')}
      />
    </LeadFormShell>
  );
}
